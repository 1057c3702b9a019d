import net from 'node:net';

/**
 * A TCP relay of the tests' own between the server and PostgreSQL that goes silent on demand: it
 * stops forwarding and leaves every connection open, ignoring a close too, as a failover or a
 * network cut that sends no reset does (decision 0010, issue 14).
 */
export const silentRelay = async (target: URL) => {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => (silent ? undefined : upstream.write(chunk)));
    upstream.on('data', (chunk) => (silent ? undefined : client.write(chunk)));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    // A peer's end is passed on while the line works; a silent line answers nothing, not even that.
    client.on('end', () => (silent ? undefined : close()));
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    goSilent: () => {
      silent = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};
