/** Import first in a test: makes `require('vscode')` load the stand-in in ./vscode. */
import Module = require('node:module');
import * as path from 'node:path';

const stub = path.join(__dirname, 'vscode.js');
const internal = Module as unknown as { _resolveFilename(request: string, ...rest: unknown[]): string };
const original = internal._resolveFilename;
internal._resolveFilename = function (request: string, ...rest: unknown[]): string {
  return request === 'vscode' ? stub : original.call(this, request, ...rest);
};
