import type { Server, ServerResponse } from 'node:http';

/** How often connections that went idle while draining are closed: a keep-alive socket waits for nothing. */
const IDLE_SWEEP_MS = 250;

/**
 * Stops a process without cutting a request: on SIGTERM or SIGINT the server takes no new
 * connection, every answer from then on says `Connection: close`, keep-alive sockets are closed
 * as soon as they fall idle (server.close() alone leaves a busy one open, and it may then carry
 * one request after another), and what is still open after `shutdownSeconds` is cut. Then
 * `close` runs (the backend's: a running job stops and gives its lease back) and the process
 * exits. A second signal while draining changes nothing: under Ctrl-C a cluster worker gets
 * SIGINT from the terminal and SIGTERM from its primary.
 */
export function drainOnSignals(server: Server, options: { shutdownSeconds: number; close: () => Promise<void> }) {
  const open = new Set<ServerResponse>();
  let draining = false;
  const closeAfterwards = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  // First in line, before the shop's own listener starts answering.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) return closeAfterwards(response);
    open.add(response);
    response.once('close', () => open.delete(response));
  });

  const drain = () => {
    if (draining) return;
    draining = true;
    console.info(`Caigou ${process.pid} stopping: open requests have ${options.shutdownSeconds} s to finish`);
    for (const response of open) closeAfterwards(response);
    open.clear();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => server.closeAllConnections(), options.shutdownSeconds * 1000);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      options
        .close()
        .catch((error: unknown) => {
          console.error('Stopping the shop failed:', error);
          process.exitCode = 1;
        })
        .finally(() => process.exit());
    });
  };
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
}
