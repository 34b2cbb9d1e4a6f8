#include "fl_linebreak.h"
#include <unicode/ubrk.h>

void *fl_line_breaker_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
    return U_FAILURE(status) ? NULL : iterator;
}

void fl_line_breaker_close(void *breaker) {
    if (breaker) ubrk_close((UBreakIterator *)breaker);
}

int32_t fl_line_breaks(void *breaker, const uint16_t *text, int32_t length, int32_t *out, int32_t capacity) {
    UBreakIterator *iterator = (UBreakIterator *)breaker;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t p = ubrk_next(iterator); p != UBRK_DONE && count < capacity; p = ubrk_next(iterator)) out[count++] = p;
    return count;
}
