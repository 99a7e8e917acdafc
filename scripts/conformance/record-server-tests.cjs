/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: loaded by jest */
/* global beforeEach, afterEach, afterAll, expect */
// Jest setup file (setupFilesAfterEnv) of the conformance runs: notes every test during which (or during whose
// beforeEach) a request left for a server the harness started: a port of CONFORMANCE_PORTS, or a function relay
// (functions-relay.cjs adds its ports to globalThis.__conformancePorts). Only those tests count in the figures;
// unit tests that mock fetch never open a connection. Node's fetch (undici) announces each request on the
// `undici:request:create` diagnostics channel, whoever holds a reference to fetch.
const diagnostics = require('node:diagnostics_channel');
const fs = require('node:fs');

const file = process.env.CONFORMANCE_RECORD;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const PORTS = new Set((process.env.CONFORMANCE_PORTS ?? '').split(',').filter(Boolean).map(Number));
globalThis.__conformancePorts = PORTS;
let talked = false;

function onRequest({ request }) {
  try {
    const url = new URL(request.origin);
    if (LOCAL_HOSTS.has(url.hostname) && PORTS.has(Number(url.port))) talked = true;
  } catch {
    // not a URL we can read: not ours
  }
}

diagnostics.subscribe('undici:request:create', onRequest);

beforeEach(() => {
  talked = false;
});

afterEach(() => {
  if (!talked || !file) return;
  const { testPath, currentTestName } = expect.getState();
  fs.appendFileSync(file, `${JSON.stringify({ testPath, name: currentTestName })}\n`);
});

afterAll(() => {
  diagnostics.unsubscribe('undici:request:create', onRequest);
});
