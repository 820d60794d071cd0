// Preloaded into a server process that server-process.ts starts with PORT=0: tells the parent, over the IPC
// channel, the port the kernel gave the server when it bound it. A port picked by the parent and bound by the
// child seconds later (after migrations and seeding) could be taken meanwhile by any other process.
import diagnostics from 'node:diagnostics_channel';
import type { AddressInfo, Server } from 'node:net';

/** The message the parent waits for. */
export interface ListeningMessage {
  listening: number;
}

const ignore = () => undefined;

diagnostics.tracingChannel<object, { server: Server }>('net.server.listen').subscribe({
  start: ignore,
  end: ignore,
  asyncStart: ignore,
  error: ignore,
  asyncEnd({ server }) {
    const address = server.address() as AddressInfo | null;
    // Only the first listen is reported: the parent then closes the channel.
    if (address && typeof address === 'object' && process.connected) process.send?.({ listening: address.port } satisfies ListeningMessage);
  },
});
