/**
 * Script-injection payloads the chat must show as inert text or drop (issue 10 "XSS"). Every payload that
 * could run sets `window.__xss` and opens a dialog, so a test only has to check both after rendering them as
 * message texts, template card data, usernames and image names. Covers event-handler attributes, script and
 * iframe tags, javascript: URLs, SVG onload, attribute breakers and a mutation-XSS (mXSS) nesting.
 */
export const XSS_PAYLOADS: readonly string[] = [
  `<img src=x onerror="window.__xss=1;alert(1)">`,
  `<script>window.__xss=1;alert(1)</script>`,
  `<a href="javascript:window.__xss=1;alert(1)">예약 확인</a>`,
  `<svg onload="window.__xss=1;alert(1)"></svg>`,
  `"><img src=x onerror=window.__xss=1;alert(1)>`,
  `'><svg/onload=window.__xss=1;alert(1)>`,
  `<iframe src="javascript:window.__xss=1;alert(1)"></iframe>`,
  `<details open ontoggle="window.__xss=1;alert(1)">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1;alert(1)>`,
  `<input autofocus onfocus="window.__xss=1;alert(1)">`,
  `<body onload=window.__xss=1;alert(1)>`,
  `javascript:window.__xss=1;alert(1)`,
];

