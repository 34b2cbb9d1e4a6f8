extension ReplayReportPage {
    /// The page's one script. It shows the filter, the search and the copy buttons (a page read
    /// without script shows every recording and needs none of them); hides the rows and sections
    /// the filter and the search leave out; wipes the actual over the golden as its slider moves;
    /// copies a failure's command; and shows the frame nearest the time clicked on a timeline.
    /// It reads names only through `getAttribute` and `textContent` and writes text only through
    /// `textContent`, so no name can become markup or code.
    static let script = """
        <script>
        (function () {
          "use strict";
          var controls = document.querySelector(".controls");
          var search = document.querySelector("input.search");
          var filters = Array.prototype.slice.call(document.querySelectorAll("button.filter"));
          var active = "all";
          function apply() {
            var query = search.value.trim().toLowerCase();
            var shown = 0;
            document.querySelectorAll("[data-status]").forEach(function (item) {
              var status = item.getAttribute("data-status");
              var name = item.getAttribute("data-name");
              var visible = (active === "all" || status === active) && name.indexOf(query) !== -1;
              item.hidden = !visible;
              if (visible && item.tagName === "TR") { shown += 1; }
            });
            document.querySelector(".none-match").hidden = shown !== 0;
          }
          if (controls && search) {
            controls.hidden = false;
            filters.forEach(function (button) {
              button.addEventListener("click", function () {
                active = button.getAttribute("data-filter");
                filters.forEach(function (other) {
                  other.setAttribute("aria-pressed", other === button ? "true" : "false");
                });
                apply();
              });
            });
            search.addEventListener("input", apply);
          }
          document.querySelectorAll("input.wipe-control").forEach(function (control) {
            control.addEventListener("input", function () {
              var over = control.previousElementSibling.querySelector("img.over");
              over.style.clipPath = "inset(0 0 0 " + Number(control.value) + "%)";
            });
          });
          document.querySelectorAll("button.copy").forEach(function (button) {
            var code = document.getElementById(button.getAttribute("data-target"));
            if (!code) { return; }
            button.hidden = false;
            function said(copied) { button.textContent = copied ? "copied" : "select the command and copy it"; }
            function bySelection() {
              var range = document.createRange();
              range.selectNodeContents(code);
              var selection = window.getSelection();
              selection.removeAllRanges();
              selection.addRange(range);
              var copied = false;
              try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
              said(copied);
            }
            button.addEventListener("click", function () {
              if (navigator.clipboard && navigator.clipboard.writeText) {
                navigator.clipboard.writeText(code.textContent).then(function () { said(true); }, bySelection);
              } else {
                bySelection();
              }
            });
          });
          document.querySelectorAll("section.recording").forEach(function (section) {
            var preview = section.querySelector("figure.preview img");
            var caption = section.querySelector("figure.preview figcaption");
            var thumbs = Array.prototype.slice.call(section.querySelectorAll("a.thumb"));
            var picture = section.querySelector("svg.timeline-picture");
            if (!preview || !caption || thumbs.length === 0) { return; }
            function show(thumb) {
              preview.setAttribute("src", thumb.getAttribute("href"));
              caption.textContent = thumb.getAttribute("data-caption");
              thumbs.forEach(function (other) { other.classList.toggle("current", other === thumb); });
            }
            thumbs.forEach(function (thumb) {
              thumb.addEventListener("click", function (event) { event.preventDefault(); show(thumb); });
            });
            if (!picture) { return; }
            picture.addEventListener("click", function (event) {
              event.preventDefault();
              var box = picture.getBoundingClientRect();
              var scale = box.width / picture.viewBox.baseVal.width;
              var left = Number(picture.getAttribute("data-left"));
              var width = Number(picture.getAttribute("data-plot-width"));
              var duration = Number(picture.getAttribute("data-duration"));
              var t = ((event.clientX - box.left) / scale - left) / width * duration;
              var nearest = thumbs[0];
              thumbs.forEach(function (thumb) {
                if (Math.abs(Number(thumb.getAttribute("data-t")) - t) < Math.abs(Number(nearest.getAttribute("data-t")) - t)) {
                  nearest = thumb;
                }
              });
              show(nearest);
            });
          });
        })();
        </script>

        """

    static let stylesheet = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 22px; margin: 0 0 12px; }
        h2 { font-size: 17px; margin: 0 0 8px; }
        h3 { font-size: 15px; margin: 16px 0 6px; }
        h4 { font-size: 14px; margin: 12px 0 6px; }
        [hidden] { display: none !important; }
        .environment { background: #fff4ce; border: 1px solid #e0b000; padding: 8px 12px; border-radius: 8px; margin-bottom: 16px; }
        .totals { font-weight: 600; }
        .controls { display: flex; gap: 12px; align-items: center; margin: 8px 0 12px; flex-wrap: wrap; }
        .filters { display: flex; gap: 4px; }
        button { font: inherit; border: 1px solid #c7c7cc; background: #fff; border-radius: 6px; padding: 3px 10px; cursor: pointer; }
        button[aria-pressed="true"] { background: #1c1c1e; color: #fff; border-color: #1c1c1e; }
        .count { opacity: 0.7; }
        input.search { font: inherit; padding: 3px 8px; border: 1px solid #c7c7cc; border-radius: 6px; min-width: 220px; }
        table.recordings { border-collapse: collapse; background: #fff; border-radius: 8px; }
        table.recordings td, table.recordings th { padding: 6px 12px; border-bottom: 1px solid #e5e5ea; text-align: left; vertical-align: top; }
        .passed { color: #1b7f37; font-weight: 600; }
        .failed { color: #c4161c; font-weight: 600; }
        .new { color: #0058b0; font-weight: 600; }
        .error { color: #8a2be2; font-weight: 600; }
        section.recording { background: #fff; border-radius: 8px; padding: 12px 16px; margin-top: 16px; font-weight: normal; color: #1c1c1e; }
        section.recording.failed { border-left: 4px solid #c4161c; }
        .badge { font-size: 12px; border: 1px solid currentColor; border-radius: 10px; padding: 0 8px; vertical-align: middle; }
        .message { font-family: ui-monospace, monospace; font-size: 12px; white-space: pre-wrap; word-break: break-all; }
        .update pre { background: #f2f2f7; padding: 6px 10px; border-radius: 6px; white-space: pre-wrap; word-break: break-all; margin: 4px 0; }
        .filmstrip { display: flex; gap: 8px; overflow-x: auto; padding-bottom: 4px; }
        .filmstrip a { text-decoration: none; color: inherit; font-size: 12px; text-align: center; }
        .filmstrip img { display: block; height: 120px; border: 2px solid #c4161c; border-radius: 4px; }
        .frames { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-weight: 600; margin-bottom: 4px; }
        .frames figure img { display: block; width: 240px; height: auto; border: 1px solid #c7c7cc; image-rendering: pixelated; }
        .wipe { position: relative; display: inline-block; line-height: 0; }
        .frames .wipe img.over { position: absolute; left: 0; top: 0; clip-path: inset(0 0 0 50%); }
        .wipe-control { display: block; width: 100%; margin-top: 6px; }
        table.log { border-collapse: collapse; font-family: ui-monospace, monospace; font-size: 12px; width: 100%; table-layout: fixed; }
        table.log th { text-align: left; font-family: system-ui, sans-serif; }
        table.log td { padding: 1px 6px; white-space: pre-wrap; word-break: break-all; vertical-align: top; }
        table.log col.n { width: 3.5em; }
        table.log td.n { color: #8e8e93; text-align: right; }
        table.log td.removed { background: #ffe5e5; }
        table.log td.added { background: #e3f9e5; }
        table.log tr.first td { border-top: 2px solid #c4161c; border-bottom: 2px solid #c4161c; }
        table.log tr.first td.removed { background: #ffc2c2; }
        table.log tr.first td.added { background: #b8efbf; }
        .timeline { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        svg.timeline-picture { max-width: 100%; height: auto; border: 1px solid #e5e5ea; border-radius: 6px; cursor: crosshair; }
        .preview img { display: block; height: 230px; border: 1px solid #c7c7cc; border-radius: 4px; }
        .thumbs { display: flex; gap: 4px; overflow-x: auto; margin-top: 8px; padding-bottom: 4px; }
        .thumbs img { display: block; height: 72px; border: 2px solid transparent; border-radius: 3px; }
        .thumbs a.differs img { border-color: #c4161c; }
        .thumbs a.current img { outline: 2px solid #0a60ff; }
        ol.events { font-size: 12px; columns: 2; margin: 8px 0 0; }
        ol.events .time { color: #6e6e73; font-family: ui-monospace, monospace; }
        video.replay-video { max-height: 360px; display: block; }
        """
}
