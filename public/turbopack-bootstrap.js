(function () {
  var element = document.getElementById('__TURBOPACK_BOOTSTRAP__');
  if (!element) return;
  var data = JSON.parse(element.textContent);
  var queue = globalThis[data.global] || (globalThis[data.global] = []);
  for (var i = 0; i < data.params.length; i++) queue.push(data.params[i]);
})();
