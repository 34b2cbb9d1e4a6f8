#ifndef FORCELAB_LINEBREAK_H
#define FORCELAB_LINEBREAK_H
// UAX #14 line breaks through ICU's line break iterator. Only plain C types cross this header:
// ICU's own (UChar, UErrorCode) would clash with the copy of ICU inside Foundation.
#include <stdint.h>

/// A line-break iterator for `locale` ("th", "ja@lb=strict"), or NULL.
void *fl_line_breaker_open(const char *locale);
void fl_line_breaker_close(void *breaker);
/// The UTF-16 offsets of `text` where a line may start, after 0 and up to `length`; returns how
/// many were written to `out` (at most `capacity`), or -1.
int32_t fl_line_breaks(void *breaker, const uint16_t *text, int32_t length, int32_t *out, int32_t capacity);

#endif
