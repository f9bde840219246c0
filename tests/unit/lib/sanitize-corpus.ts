/**
 * XSS corpus for the sanitizer tests, modelled on the OWASP XSS Filter Evasion Cheat Sheet plus a
 * few mutation-XSS / DOM-clobbering classics. Each vector lists what must be GONE from the output
 * (strings are matched case-insensitively) and, where something benign survives, what is `kept`.
 */

export interface XssVector {
  name: string;
  html: string;
  /** Substrings (case-insensitive) or patterns that must not appear in the sanitized output. */
  gone: ReadonlyArray<string | RegExp>;
  /** Substrings that must still appear (the harmless part of the input). */
  kept?: readonly string[];
}

const JS_ENTITIES_DEC = Array.from('javascript:', (c) => `&#${c.charCodeAt(0)};`).join('');
const JS_ENTITIES_LONG_DEC = Array.from(
  'javascript:',
  (c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`,
).join('');
const JS_ENTITIES_HEX = Array.from(
  'javascript:',
  (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`,
).join('');

const ALERT = ['alert', 'javascript'];

export const XSS_VECTORS: readonly XssVector[] = [
  // --- script and event handlers ---------------------------------------------------------
  {
    name: 'inline <script>',
    html: '<p>a</p><script>alert(1)</script><p>b</p>',
    gone: ['<script', 'alert'],
    kept: ['<p>a</p>', '<p>b</p>'],
  },
  {
    name: 'external <SCRIPT SRC>',
    html: '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
    gone: ['<script', 'xss.js'],
  },
  {
    name: '<SCRIPT/XSS SRC> (non-alpha separator)',
    html: '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
    gone: ['<script', 'xss.js'],
  },
  {
    name: 'extraneous open brackets <<SCRIPT>',
    html: '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
    gone: ['<script', 'alert'],
  },
  {
    name: 'nested <<script>script>',
    html: '<<script>script>alert(1)//<</script>after',
    gone: ['<script', 'alert'],
    kept: ['after'],
  },
  {
    name: 'split <scr<script>ipt>',
    html: '<scr<script>ipt>alert(1)</scr</script>ipt>',
    // What is left is inert text ("ipt&gt;alert(1)ipt&gt;"): no element can be rebuilt from it.
    gone: ['<script', /<\/?scr/i],
  },
  {
    name: '<img src=x onerror=...>',
    html: '<img src=x onerror=alert(1)>',
    gone: ['onerror', 'alert'],
  },
  {
    name: '<img/src/onerror> with slash separators',
    html: '<img/src="x"/onerror=alert(1)>',
    gone: ['onerror', 'alert'],
  },
  {
    name: '<IMG SRC=/ onerror=...></img> with spaces round =',
    html: '<IMG SRC=/ onerror  =  "alert(String.fromCharCode(88,83,83))"></img>',
    gone: ['onerror', 'alert', 'fromCharCode'],
  },
  {
    name: 'malformed <IMG """><SCRIPT>',
    html: '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
    gone: ['<script', 'alert'],
  },
  {
    name: '<svg onload=...>',
    html: '<svg/onload=alert(1)>',
    gone: ['<svg', 'onload', 'alert'],
  },
  {
    name: '<svg> with script and text inside',
    html: '<svg onload="alert(1)"><script>alert(2)</script><text>t</text></svg><p>after</p>',
    gone: ['<svg', 'onload', 'alert', '<text'],
    kept: ['<p>after</p>'],
  },
  {
    name: '<body onload>',
    html: '<body onload=alert(1)><p>x</p></body>',
    gone: ['<body', 'onload', 'alert'],
    kept: ['<p>x</p>'],
  },
  {
    name: '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=...> (non-alpha-non-digit)',
    html: '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
    gone: ['<body', 'onload', 'alert'],
  },
  {
    name: 'event attribute on an allowed tag',
    html: '<a href="https://ok.example/" onclick="alert(1)" onmouseover="alert(2)">x</a>',
    gone: ['onclick', 'onmouseover', 'alert'],
    kept: ['href="https://ok.example/"'],
  },
  {
    name: 'pointer / toggle / focus events',
    html: '<div onpointerenter=alert(1)><details open ontoggle=alert(2)><input onfocus=alert(3) autofocus></details></div>',
    gone: ['onpointerenter', 'ontoggle', 'onfocus', '<details', '<input', 'alert'],
  },

  // --- javascript: URLs ----------------------------------------------------------------
  {
    name: 'javascript: href',
    html: '<a href="javascript:alert(1)">x</a>',
    gone: ALERT,
    kept: ['>x</a>'],
  },
  {
    name: 'javascript: href in mixed case',
    html: '<a href="JaVaScRiPt:alert(1)">x</a>',
    gone: ALERT,
  },
  {
    name: 'javascript: img src without quotes, mixed case',
    html: '<IMG SRC=JaVaScRiPt:alert(1)>',
    gone: ALERT,
  },
  {
    name: 'javascript: img src in grave accents',
    html: '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
    gone: ALERT,
  },
  {
    name: 'javascript: as decimal entities (&#106;avascript:)',
    html: `<a href="${JS_ENTITIES_DEC}alert(1)">x</a><a href="&#106;avascript:alert(2)">y</a>`,
    gone: [...ALERT, '&#106;'],
  },
  {
    name: 'javascript: as long decimal entities without semicolons (&#0000106)',
    html: `<IMG SRC=${JS_ENTITIES_LONG_DEC}alert('XSS')><a href="${JS_ENTITIES_LONG_DEC}alert(1)">x</a>`,
    gone: [...ALERT, '&#0000106'],
  },
  {
    name: 'javascript: as hex entities (&#x6A;...)',
    html: `<a href="${JS_ENTITIES_HEX}alert(1)">x</a><img src="&#x6A;avascript:alert(2)">`,
    gone: [...ALERT, '&#x6A'],
  },
  {
    name: 'javascript&colon; named entity',
    html: '<a href="javascript&colon;alert(1)">x</a>',
    gone: [...ALERT, '&colon;'],
  },
  {
    name: 'embedded literal tab',
    html: '<a href="jav\tascript:alert(1)">x</a>',
    gone: ['alert', /jav\s*ascript/i],
  },
  {
    name: 'embedded encoded tab (jav&#x09;ascript:)',
    html: '<a href="jav&#x09;ascript:alert(1)">x</a><IMG SRC="jav&#x09;ascript:alert(2);">',
    gone: ['alert', /jav(&#x0?9;|\s)*ascript/i],
  },
  {
    name: 'embedded encoded newline and carriage return',
    html: '<a href="jav&#x0A;ascript:alert(1)">x</a><a href="jav&#x0D;ascript:alert(2)">y</a>',
    gone: ['alert', /jav(&#x0?[ad];|\s)*ascript/i],
  },
  {
    name: 'embedded null character',
    html: '<a href="java\0script:alert(1)">x</a><a href="java&#0;script:alert(2)">y</a>',
    gone: ['alert'],
  },
  {
    name: 'leading spaces and meta characters',
    html: '<a href=" &#14;  javascript:alert(1);">x</a><IMG SRC=" \u0001 javascript:alert(2);">',
    gone: ALERT,
  },
  {
    name: 'javascript: hidden in an HTML comment inside the URL',
    html: '<a href="java<!-- -->script:alert(1)">x</a>',
    gone: ['alert'],
  },
  {
    name: 'double-encoded javascript: stays inert text',
    html: '<a href="jav&amp;#x09;ascript:alert(1)">x</a>',
    gone: [/href="\s*javascript/i],
  },
  {
    name: 'vbscript: href',
    html: '<a href="vbscript:msgbox(1)">x</a><img src="VBScript:msgbox(2)">',
    gone: ['vbscript', 'msgbox'],
  },
  {
    name: 'data:text/html href',
    html: '<a href="data:text/html,<script>alert(1)</script>">x</a><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">y</a>',
    gone: ['data:', 'alert', 'PHNjcmlwdD5'],
  },
  {
    name: 'data: img src (no data URLs at all)',
    html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="pic"><img src="data:text/html,<script>alert(1)</script>">',
    gone: ['data:', 'PHN2Z', 'alert'],
    kept: ['alt="pic"'],
  },
  {
    name: 'img srcset with javascript:',
    html: '<img srcset="javascript:alert(1) 1x" src="/ok.png">',
    gone: ['srcset', 'alert'],
    kept: ['src="/ok.png"'],
  },
  {
    name: 'video poster / source src with javascript:',
    html: '<video controls poster="javascript:alert(1)"><source src="javascript:alert(2)" type="video/mp4"></video>',
    gone: ALERT,
  },
  {
    name: 'TABLE BACKGROUND javascript:',
    html: '<TABLE BACKGROUND="javascript:alert(1)"><tr><td BACKGROUND="javascript:alert(2)">x</td></tr></TABLE>',
    gone: ['background', ...ALERT],
  },

  // --- iframes ---------------------------------------------------------------------------
  {
    name: 'iframe srcdoc',
    html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    gone: ['<iframe', 'srcdoc', 'alert'],
  },
  {
    name: 'iframe srcdoc next to an allowed src',
    html: '<iframe src="https://www.youtube.com/embed/x" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
    gone: ['srcdoc', 'alert', 'script'],
    kept: ['<iframe src="https://www.youtube.com/embed/x"></iframe>'],
  },
  {
    name: 'iframe javascript: src',
    html: '<iframe src="javascript:alert(1)"></iframe>',
    gone: ['<iframe', ...ALERT],
  },
  {
    name: 'iframe data: src',
    html: '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
    gone: ['<iframe', 'data:', 'alert'],
  },
  {
    name: 'iframe from look-alike host youtube.com.evil.example',
    html: '<iframe src="https://youtube.com.evil.example/embed/x">t</iframe>',
    gone: ['<iframe', 'evil'],
  },
  {
    name: 'iframe from look-alike host evil-youtube.com',
    html: '<iframe src="https://evil-youtube.com/embed/x"></iframe>',
    gone: ['<iframe', 'evil'],
  },
  {
    name: 'iframe from a subdomain of an allowed host',
    html: '<iframe src="https://evil.player.vimeo.com/video/1"></iframe>',
    gone: ['<iframe', 'evil'],
  },
  {
    name: 'iframe with userinfo trick (youtube.com@evil)',
    html: '<iframe src="https://www.youtube.com@evil.example/embed/x"></iframe>',
    gone: ['<iframe', 'evil'],
  },
  {
    name: 'iframe from http youtube',
    html: '<iframe src="http://www.youtube.com/embed/x"></iframe>',
    gone: ['<iframe', 'http:'],
  },
  {
    name: 'iframe with protocol-relative youtube src',
    html: '<iframe src="//www.youtube.com/embed/x"></iframe><iframe src="\\\\www.youtube.com/embed/y"></iframe>',
    gone: ['<iframe', 'youtube'],
  },
  {
    name: 'iframe with relative src',
    html: '<iframe src="/admin"></iframe>',
    gone: ['<iframe', '/admin'],
  },
  {
    name: 'half-open iframe from an unknown host',
    html: '<iframe src=http://xss.example/scriptlet.html <',
    gone: ['<iframe', 'xss.example'],
  },
  {
    name: 'iframe raw-text breakout attempt',
    html: '<iframe src="https://www.youtube.com/embed/x"><p title="</iframe><img src=x onerror=alert(1)>"></p></iframe>',
    gone: ['onerror', 'alert', /<\/iframe><img/i],
  },

  // --- raw-text / mutation breakouts -----------------------------------------------------
  {
    name: '<xmp> attribute breakout',
    html: '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
    gone: ['<xmp', 'onerror', 'alert', '<p title'],
  },
  {
    name: '<noscript> attribute breakout',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    gone: ['<noscript', 'onerror', 'alert', '<img'],
  },
  {
    name: '<noembed> / <noframes> attribute breakout',
    html: '<noembed><p title="</noembed><img src=x onerror=alert(1)>"></noembed><noframes><p title="</noframes><img src=x onerror=alert(2)>"></noframes>',
    gone: ['<noembed', '<noframes', 'onerror', 'alert'],
  },
  {
    name: '<style> attribute breakout',
    html: '<style><img src="</style><img src=x onerror=alert(1)//">',
    gone: ['<style', 'onerror', 'alert'],
  },
  {
    name: '<textarea> with a script inside',
    html: '<textarea><script>alert(1)</script></textarea>',
    gone: ['<textarea', '<script', 'alert', '&lt;script'],
  },
  {
    name: '<template> content',
    html: '<template><img src=x onerror=alert(1)></template>',
    gone: ['<template', 'onerror', 'alert'],
  },
  {
    name: '<svg><style> namespace confusion',
    html: '<svg><style><img src=x onerror=alert(1)></style></svg>',
    gone: ['<svg', '<style', 'onerror', 'alert'],
  },
  {
    name: '<math><mtext><table><mglyph><style> namespace confusion',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    gone: ['<math', '<mglyph', '<style', 'onerror', 'alert'],
  },
  {
    name: '<math><mi xlink:href=javascript:>',
    html: '<math><mi xlink:href="javascript:alert(1)">click</mi></math>',
    gone: ['<math', '<mi', 'xlink', ...ALERT],
  },
  {
    name: 'HTML comment hiding markup',
    html: '<!--<img src=x onerror=alert(1)>--><p>ok</p><!--[if IE]><script>alert(2)</script><![endif]-->',
    gone: ['<!--', 'onerror', 'alert'],
    kept: ['<p>ok</p>'],
  },
  {
    name: 'unterminated tag',
    html: '<IMG SRC="javascript:alert(\'XSS\')"',
    gone: ALERT,
  },

  // --- document-level and legacy tags ----------------------------------------------------
  {
    name: '<meta http-equiv=refresh> to javascript:',
    html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    gone: ['<meta', 'refresh', ...ALERT],
  },
  {
    name: '<base href=javascript:>',
    html: '<base href="javascript:alert(1)//"><a href="/x">x</a>',
    gone: ['<base', ...ALERT],
    kept: ['href="/x"'],
  },
  {
    name: '<link rel=stylesheet href=javascript:>',
    html: '<LINK REL="stylesheet" HREF="javascript:alert(1)">',
    gone: ['<link', ...ALERT],
  },
  {
    name: '<STYLE>@import',
    html: "<STYLE>@import'http://xss.example/xss.css';</STYLE>",
    gone: ['<style', '@import', 'xss.css'],
  },
  {
    name: '<form><button formaction=javascript:>',
    html: '<form action="https://evil.example/"><button formaction="javascript:alert(1)">X</button></form>',
    gone: ['<form', '<button', 'formaction', 'action=', 'evil', ...ALERT],
  },
  {
    name: '<input type=image> / <select> / <textarea> form controls',
    html: '<input type="image" src="x" onerror="alert(1)"><select><option>o</option></select>',
    gone: ['<input', '<select', '<option', 'onerror', 'alert'],
  },
  {
    name: '<object data=...>',
    html: '<object data="javascript:alert(1)" type="text/html"><param name="x" value="y"></object>',
    gone: ['<object', '<param', 'data=', ...ALERT],
  },
  {
    name: '<embed src=...>',
    html: '<embed src="https://xss.example/xss.swf" type="application/x-shockwave-flash">',
    gone: ['<embed', 'xss.swf'],
  },

  // --- attributes -----------------------------------------------------------------------
  {
    name: '<a href="#" style="..."> style removal',
    html: '<a href="#" style="position:fixed;top:0;left:0;width:100%;height:100%">x</a>',
    gone: ['style', 'position:fixed'],
    kept: ['href="#"'],
  },
  {
    name: 'style with expression() / url(javascript:)',
    html: '<DIV STYLE="background-image: url(javascript:alert(1))">x</DIV><p style="width: expression(alert(2))">y</p>',
    gone: ['style', 'expression', ...ALERT],
  },
  {
    name: '<a target="_top">',
    html: '<a href="https://ok.example/" target="_top">x</a>',
    gone: ['_top', 'target'],
    kept: ['href="https://ok.example/"', 'rel="noopener noreferrer"'],
  },
  {
    name: '<a rel="opener">',
    html: '<a href="https://ok.example/" target="_blank" rel="opener">x</a>',
    gone: [/rel="[^"]*\bopener/i],
    kept: ['target="_blank"', 'rel="noopener noreferrer"'],
  },
  {
    name: 'DOM clobbering via id / name',
    html: '<h2 id="__NEXT_DATA__">t</h2><img name="getElementById" src="/a.png"><a id="x" name="y" href="/b">b</a>',
    gone: ['__NEXT_DATA__', 'name=', 'getElementById', 'id="x"'],
  },
];
