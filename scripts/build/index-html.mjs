/**
 * Renders the index.html shell: the entry script, module preloads for its static chunks, its CSS, and
 * `#main-content` carrying the app config as JSON in `data-params` (how the page host configures the
 * app in production too), and after it the early-start script (early-start.mjs), when there is one:
 * an inline async module, which runs as soon as it is parsed, where a classic inline script would
 * wait for the stylesheet before it (so would its `GET /cart`: decision 075).
 */

/** Escapes text for a single-quoted HTML attribute. @param {string} text */
function attr(text) {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * @param {{ base: string, entry: string, preloads: string[], styles: string[],
 *   params: Record<string, unknown>, earlyScript?: string }} page  file names are relative to the output dir
 */
export function renderIndexHtml({ base, entry, preloads, styles, params, earlyScript }) {
  const languages = Array.isArray(params.languages) ? params.languages : [];
  const lang = typeof languages[0] === 'string' ? languages[0].split('-')[0] : 'en';
  const head = [
    ...styles.map((file) => `    <link rel="stylesheet" href="${base}${file}" />`),
    ...preloads.map((file) => `    <link rel="modulepreload" href="${base}${file}" />`),
    `    <script type="module" src="${base}${entry}"></script>`,
  ];
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Checkout</title>
${head.join('\n')}
  </head>
  <body>
    <div id="main-content" data-params='${attr(JSON.stringify(params))}'></div>${
      earlyScript ? `\n    <script type="module" async>${earlyScript}</script>` : ''
    }
  </body>
</html>
`;
}
