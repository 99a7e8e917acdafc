/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: loaded by jest */
// Jest transformer of the conformance runs: TypeScript's own transpileModule to CommonJS, as the suites' ts-jest
// does (without type checking). swc's CommonJS output makes exports non-configurable getters, which the
// suites' jest.spyOn(module, 'fn') cannot redefine.
const crypto = require('node:crypto');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  allowJs: true,
  sourceMap: false,
  inlineSourceMap: true,
  inlineSources: true,
  experimentalDecorators: true,
  jsx: ts.JsxEmit.React,
};

module.exports = {
  getCacheKey(source, filename) {
    return crypto
      .createHash('sha256')
      .update(ts.version)
      .update('\0')
      .update(filename)
      .update('\0')
      .update(source)
      .digest('hex');
  },
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: filename });
    return { code: outputText };
  },
};
