(function () {
  var data = JSON.parse(document.getElementById('__PAGE_BOOTSTRAP__').textContent);
  if (data.global) {
    var queue = globalThis[data.global] || (globalThis[data.global] = []);
    for (var i = 0; i < data.params.length; i++) queue.push(data.params[i]);
  }
  function load() {
    data.scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function afterFrame(next) {
    requestAnimationFrame(function () {
      setTimeout(next);
    });
  }
  if (document.hidden) load();
  else
    afterFrame(function () {
      afterFrame(load);
    });
})();
