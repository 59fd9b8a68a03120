import { describe, expect, it } from 'vitest';
import { deferStylesheets, startAfterPaint } from './paint-first';

describe('deferStylesheets', () => {
  it('turns each stylesheet link into a print-media one the entry switches on, with a noscript twin', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="stylesheet" href="/p.css" media="print"><link rel="modulepreload" href="/a.js"></head>';
    expect(deferStylesheets(html)).toBe(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css" media="print" data-after-paint="">' +
        '<noscript><link rel="stylesheet" crossorigin href="/assets/index-1.css"></noscript>' +
        '<link rel="stylesheet" href="/p.css" media="print"><link rel="modulepreload" href="/a.js"></head>',
    );
  });

  it('leaves one boot script in the HTML, naming the entry and its preloads', () => {
    const html =
      '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/home-3.js">\n  <link rel="icon" href="/f.svg">\n</head><body></body>';
    expect(startAfterPaint(html, '/assets/boot-4.js')).toBe(
      '<head>\n    <link rel="icon" href="/f.svg">\n' +
        '  <script type="module" src="/assets/boot-4.js" data-entry="/assets/index-1.js" ' +
        'data-preload="/assets/react-2.js /assets/home-3.js"></script>\n  </head><body></body>',
    );
  });

  it('refuses a page without the entry script rather than write one that never starts', () => {
    expect(() => startAfterPaint('<head></head>', '/b.js')).toThrow(/no entry script/);
  });
});
