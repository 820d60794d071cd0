// The address absolute URLs use without PUBLIC_ORIGIN (canonical links, sitemap): the request's own Host when
// it is an allowed one, the listening address otherwise — also when the kernel picked the port (PORT=0).
import type { FastifyRequest } from 'fastify';
import { loadConfig } from '../../server/config';
import { createOriginResolver } from '../../server/ssr/origin';

const request = (host: string) => ({ protocol: 'http', host }) as unknown as FastifyRequest;

describe('createOriginResolver', () => {
  it('with PORT=0 the default allowed hosts and the listening address take the port the server bound', () => {
    let bound = 0;
    const originOf = createOriginResolver(loadConfig({ PORT: '0' }), () => bound);
    bound = 41234;
    expect(originOf(request('127.0.0.1:41234'))).toBe('http://127.0.0.1:41234');
    expect(originOf(request('localhost:41234'))).toBe('http://localhost:41234');
    expect(originOf(request('attacker.example:41234'))).toBe('http://127.0.0.1:41234');
    expect(originOf(request('127.0.0.1:0'))).toBe('http://127.0.0.1:41234');
  });

  it('with a fixed port the bound port changes nothing', () => {
    const originOf = createOriginResolver(loadConfig({ PORT: '9000' }), () => 41234);
    expect(originOf(request('127.0.0.1:9000'))).toBe('http://127.0.0.1:9000');
    expect(originOf(request('127.0.0.1:41234'))).toBe('http://127.0.0.1:9000');
  });
});
