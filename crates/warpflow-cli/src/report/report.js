// warpflow report: the page's only script (embedded). It reads the page's own attributes and
// never builds markup from text, so nothing taken from the input can become code.
'use strict';
(function () {
  var errors = document.getElementById('script-errors');
  function recordError(message) {
    errors.dataset.count = String(Number(errors.dataset.count || '0') + 1);
    errors.textContent += message + '\n';
    errors.hidden = false;
  }
  window.addEventListener('error', function (e) { recordError('error: ' + e.message); });

  // Draw a function's CFG: move its SVG out of the <template> (once).
  function render(details) {
    var view = details.querySelector('.cfg-view');
    if (!view || view.dataset.rendered) return;
    var tpl = view.querySelector('template');
    if (tpl) view.appendChild(tpl.content);
    view.dataset.rendered = '1';
    view.dataset.scale = '1';
  }
  function zoom(details, how) {
    var view = details.querySelector('.cfg-view');
    var svg = view && view.querySelector('svg');
    if (!svg) return;
    var scale = Number(view.dataset.scale || '1');
    if (how === 'in') scale *= 1.25;
    else if (how === 'out') scale /= 1.25;
    else {
      var w = Number(svg.getAttribute('width')) || 1;
      scale = Math.min(1, (view.clientWidth - 8) / w);
    }
    scale = Math.max(0.05, Math.min(8, scale));
    view.dataset.scale = String(scale);
    svg.style.transform = 'scale(' + scale + ')';
    svg.style.marginBottom = ((scale - 1) * (Number(svg.getAttribute('height')) || 0)) + 'px';
    svg.style.marginRight = ((scale - 1) * (Number(svg.getAttribute('width')) || 0)) + 'px';
  }
  document.querySelectorAll('details.fn').forEach(function (d) {
    d.addEventListener('toggle', function () { if (d.open) render(d); });
    if (d.dataset.autoopen) { d.open = true; render(d); }
    d.querySelectorAll('button[data-zoom]').forEach(function (b) {
      b.addEventListener('click', function () { zoom(d, b.dataset.zoom); });
    });
    d.addEventListener('wheel', function (e) {
      if (!e.ctrlKey) return;
      e.preventDefault();
      zoom(d, e.deltaY < 0 ? 'in' : 'out');
    }, { passive: false });
  });

  // Following a link: open every collapsed section around its target, then show it.
  function reveal(id) {
    var el = id && document.getElementById(id);
    if (!el) return;
    for (var p = el.parentElement; p; p = p.parentElement) {
      if (p.tagName === 'DETAILS' && !p.open) { p.open = true; render(p); }
    }
    if (el.tagName === 'LI') {
      var inner = el.querySelector('details');
      if (inner) inner.open = true;
      el.classList.add('flash');
      setTimeout(function () { el.classList.remove('flash'); }, 1500);
    }
    el.scrollIntoView({ block: 'center' });
  }
  document.addEventListener('click', function (e) {
    var a = e.target.closest ? e.target.closest('a[href^="#"]') : null;
    if (!a) return;
    var id = decodeURIComponent(a.getAttribute('href').slice(1));
    if (document.getElementById(id)) {
      e.preventDefault();
      history.replaceState(null, '', '#' + id);
      reveal(id);
    }
  });
  window.addEventListener('hashchange', function () { reveal(location.hash.slice(1)); });
  if (location.hash) reveal(location.hash.slice(1));

  // Hovering a divergent block in a CFG highlights the block where it reconverges.
  document.addEventListener('mouseover', function (e) {
    var g = e.target.closest ? e.target.closest('svg .block') : null;
    document.querySelectorAll('svg .block.hl').forEach(function (x) { x.classList.remove('hl'); });
    if (g && g.dataset.reconverges) {
      var t = document.getElementById(g.dataset.reconverges);
      if (t) t.classList.add('hl');
    }
  });
  document.body.dataset.ready = 'yes';
})();
