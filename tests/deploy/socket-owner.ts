import { readdir, readFile, readlink } from 'node:fs/promises';
import type { Socket } from 'node:net';

/**
 * Which of the given processes holds the server's end of a connected socket, read from the
 * kernel's tables: the connection's row in /proc/net/tcp(6) names its socket's inode, and
 * the process whose file descriptors include that socket is the one answering on it. The shop
 * needs no header saying which worker it is.
 */
export async function answeringPid(socket: Socket, candidates: number[]): Promise<number | undefined> {
  const inode = await serverSideInode(socket.remotePort!, socket.localPort!);
  if (!inode) return undefined;
  for (const pid of candidates) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (target === `socket:[${inode}]`) return pid;
    }
  }
  return undefined;
}

/** The inode of the socket whose local port is the server's and whose remote port is the client's. */
async function serverSideInode(serverPort: number, clientPort: number): Promise<string | undefined> {
  const port = (address: string) => parseInt(address.split(':').at(-1)!, 16);
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const rows = (await readFile(table, 'utf8')).split('\n').slice(1);
    for (const row of rows) {
      const fields = row.trim().split(/\s+/);
      if (fields.length < 10) continue;
      if (port(fields[1]!) === serverPort && port(fields[2]!) === clientPort) return fields[9];
    }
  }
  return undefined;
}
