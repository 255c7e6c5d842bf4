/**
 * Classic cross-site scripting payloads, each reporting itself through `__xss(id)` (and some
 * through alert) should it ever run, and payloads that would load from an outside host
 * (tracker.example) should they ever render. Sources: the OWASP XSS filter evasion cheat
 * sheet, PortSwigger's XSS cheat sheet, DOMPurify's mutation-XSS bypass history.
 */
export const tracker = 'http://tracker.example';

const corpus: string[] = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '<svg><script>__xss(4)</script></svg>',
  '<iframe srcdoc="<script>parent.__xss(5)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss(6)"></iframe>',
  '<a href="javascript:__xss(7)">click me</a>',
  'javascript:__xss(8)',
  '<body onload=__xss(9)>',
  '<details open ontoggle=__xss(10)>',
  '<video><source onerror=__xss(11)></video>',
  '<audio src=x onerror=__xss(12)>',
  '<input autofocus onfocus=__xss(13)>',
  '<marquee onstart=__xss(14)>x</marquee>',
  '<object data="javascript:__xss(15)"></object>',
  '<embed src="data:text/html,<script>parent.__xss(16)</script>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(17)>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(18)>">',
  '<svg><style><img src=x onerror=__xss(19)></style></svg>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(20)>',
  `<style>@import '${tracker}/import.css';</style>`,
  `<div style="background:url(${tracker}/bg.png)">styled</div>`,
  `<link rel=stylesheet href=${tracker}/link.css>`,
  `<img src="${tracker}/pixel.gif" alt="pixel">`,
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(25)">',
  `<base href="${tracker}/">`,
  "{{constructor.constructor('__xss(27)')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, literally
  '${__xss(28)}',
  '"><script>__xss(29)</script>',
  `'';!--"<XSS>=&{()}`,
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMzEpPC9zY3JpcHQ+">data link</a>',
  '<img src="data:image/svg+xml,<svg onload=__xss(32) xmlns=\'http://www.w3.org/2000/svg\'/>">',
  '<scr<script>ipt>__xss(33)</scr</script>ipt>',
  '<IMG SRC=JaVaScRiPt:__xss(34)>',
  '<svg><a xlink:href="javascript:__xss(35)"><text y="20">svg link</text></a></svg>',
  '<svg><animate onbegin=__xss(36) attributeName=x dur=1s>',
  '<img src=x:x onerror="&#95;&#95;xss(37)">',
  '<select autofocus onfocus=__xss(38)></select>',
  '<textarea autofocus onfocus=__xss(39)></textarea>',
  '<form action="javascript:__xss(40)"><button>go</button></form>',
  '<template><img src=x onerror=__xss(41)></template>',
  `<object data="${tracker}/object.swf"></object>`,
  `<a href="${tracker}/" ping="${tracker}/ping">ping link</a>`,
  '<img src=x onerror=alert(44)>',
  '<svg><foreignObject><iframe srcdoc="&lt;script&gt;parent.__xss(45)&lt;/script&gt;"></iframe></foreignObject></svg>',
  `<video poster="${tracker}/poster.png"></video>`,
  `<table background="${tracker}/table.png"><tr><td>t</td></tr></table>`,
  `<img srcset="${tracker}/srcset.png 2x" src="/api/files/nope.png">`,
  '<div id="__xssClobber"><a id="__xssClobber" name="x" href="javascript:__xss(49)">clobber</a></div>',
  '<a href="  javascript:__xss(50)">spaced</a>',
  `<image href="${tracker}/svg-image.png"></image>`,
  '<x onclick=__xss(52) contenteditable>tap</x>',
];

export const xssPayloads: readonly string[] = corpus;

/** Every payload as one HTML text (widget info). */
export const xssHtml = xssPayloads.join('\n');

/** Text every screen that shows a payload as inert text displays. */
export const inertMarker = '__xss(';
