// A small import resolver for the boundary lint (eslint-module-utils resolver interface v2): the
// server imports TypeScript files by their `.js` name (`./x.js` is `./x.ts`), the web apps without
// an extension or by folder (`../../auth` is `../../auth/index.ts`). Packages resolve as Node does.
// (eslint-import-resolver-typescript would do this too, but its native binding breaks `npm ci`.)
const fs = require('node:fs');
const path = require('node:path');

const isFile = (p) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  if (!source.startsWith('.')) {
    try {
      return { found: true, path: require.resolve(source, { paths: [path.dirname(file)] }) };
    } catch {
      return { found: false };
    }
  }
  const base = path.resolve(path.dirname(file), source);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  const found = candidates.find(isFile);
  return found ? { found: true, path: found } : { found: false };
};
