// The map page: the SVG of one view, with zoom (wheel, buttons), pan (drag), a details panel that
// shows the system under the pointer, and a print button; given several turns' maps, a turn selector
// steps back through them (one SVG shown at a time). Plain JS in the page, no library, no CDN: the
// same page is shown by HtmlService and written by the local runner as map.html.

import { esc } from '../engine/core/markup';
import type { TurnMap } from '../engine/core/map/turns';

const SCRIPT = `(function () {
  var host = document.getElementById('map');
  var panel = document.getElementById('details');
  var svg, full, vb;
  function use(el) {
    svg = el;
    full = svg.getAttribute('viewBox').split(' ').map(Number);
    vb = full.slice();
  }
  function show() { svg.setAttribute('viewBox', vb.join(' ')); }
  function fit() { vb = full.slice(); show(); }
  function point(e) {
    var r = svg.getBoundingClientRect();
    var k = Math.max(vb[2] / r.width, vb[3] / r.height);
    var ox = (r.width * k - vb[2]) / 2, oy = (r.height * k - vb[3]) / 2;
    return [vb[0] - ox + (e.clientX - r.left) * k, vb[1] - oy + (e.clientY - r.top) * k, k];
  }
  function zoom(f, cx, cy) {
    vb = [cx - (cx - vb[0]) * f, cy - (cy - vb[1]) * f, vb[2] * f, vb[3] * f];
    show();
  }
  function centre() { return [vb[0] + vb[2] / 2, vb[1] + vb[3] / 2]; }
  use(host.querySelector('svg.sfb-map'));
  host.addEventListener('wheel', function (e) {
    e.preventDefault();
    var p = point(e);
    zoom(e.deltaY < 0 ? 0.8 : 1.25, p[0], p[1]);
  }, { passive: false });
  var drag = null;
  host.addEventListener('mousedown', function (e) { drag = point(e); svg.style.cursor = 'grabbing'; });
  window.addEventListener('mouseup', function () { drag = null; svg.style.cursor = ''; });
  window.addEventListener('mousemove', function (e) {
    if (!drag) return;
    var p = point(e);
    vb[0] += drag[0] - p[0]; vb[1] += drag[1] - p[1];
    show();
  });
  document.getElementById('zoom-in').onclick = function () { var c = centre(); zoom(0.7, c[0], c[1]); };
  document.getElementById('zoom-out').onclick = function () { var c = centre(); zoom(1 / 0.7, c[0], c[1]); };
  document.getElementById('fit').onclick = fit;
  document.getElementById('print').onclick = function () { fit(); window.print(); };
  var turn = document.getElementById('turn');
  if (turn) turn.onchange = function () {
    var maps = host.querySelectorAll('svg.sfb-map');
    for (var i = 0; i < maps.length; i++) maps[i].style.display = i === turn.selectedIndex ? '' : 'none';
    use(maps[turn.selectedIndex]);
    panel.textContent = '';
  };
  host.addEventListener('mouseover', function (e) {
    var g = e.target.closest && e.target.closest('g.system');
    if (g) panel.textContent = g.getAttribute('data-details');
  });
})();`;

/**
 * A whole HTML document showing the map `svg` (from renderMap), or several turns' maps, newest first,
 * with a selector to step back through them.
 */
export function mapPageHtml(maps: string | TurnMap[], title: string): string {
  const list = typeof maps === 'string' ? [{ label: '', svg: maps }] : maps;
  // Every map after the first starts hidden: the selector shows one at a time.
  const svgs = list.map((m, i) => (i ? m.svg.replace('<svg ', '<svg style="display:none" ') : m.svg)).join('\n');
  const selector =
    list.length > 1 ? `<label>Turn <select id="turn">${list.map((m) => `<option>${esc(m.label)}</option>`).join('')}</select></label>` : '';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}</title><style>
html, body { margin: 0; height: 100%; font: 13px/1.4 system-ui, sans-serif; color: #222; }
#bar { position: fixed; top: 0; left: 0; right: 0; height: 34px; display: flex; gap: 6px; align-items: center; padding: 0 8px; background: #eef1f6; border-bottom: 1px solid #ccd; z-index: 2; }
#bar button { font-size: 14px; min-width: 32px; }
#map { position: absolute; top: 35px; left: 0; right: 0; bottom: 0; }
#map svg { width: 100%; height: 100%; display: block; cursor: grab; user-select: none; }
#details { position: fixed; right: 10px; bottom: 10px; max-width: 360px; white-space: pre-wrap; background: rgba(255,255,255,.95); border: 1px solid #99a; padding: 8px 10px; border-radius: 4px; box-shadow: 0 1px 4px rgba(0,0,0,.2); z-index: 2; }
#details:empty { display: none; }
@media print { #bar, #details { display: none; } #map { position: static; } #map svg { width: 100%; height: auto; } }
</style></head><body>
<div id="bar"><button id="zoom-in" title="Zoom in">+</button><button id="zoom-out" title="Zoom out">&minus;</button><button id="fit">Fit</button><button id="print">Print</button>${selector}<span>Wheel to zoom, drag to pan, point at a system for its details.</span></div>
<div id="map">${svgs}</div>
<div id="details"></div>
<script>${SCRIPT}</script>
</body></html>`;
}
