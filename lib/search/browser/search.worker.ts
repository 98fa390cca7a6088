/**
 * The Web Worker the header's search runs its embedded engine in (see engine-host.ts).
 * Started by site-client.ts as `new Worker(new URL('./search.worker.ts', import.meta.url))`,
 * the form the bundler recognises and builds as a worker script of its own.
 */
import { createEngineHost, type HostEvent, type HostRequest } from './engine-host';

// The worker's global scope, typed with just what is used: the DOM library types `self` as a window.
const scope = self as unknown as {
  postMessage(event: HostEvent): void;
  onmessage: ((message: MessageEvent<HostRequest>) => void) | null;
};

const host = createEngineHost(fetch.bind(globalThis), (event) => scope.postMessage(event));
scope.onmessage = (message) => void host.receive(message.data);
