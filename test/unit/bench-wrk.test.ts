// The bench reads wrk's report (bench/api.ts): a misread unit would make every latency figure wrong.
import { parseWrk } from '../../bench/api';

const REPORT = `Running 5s test @ http://127.0.0.1:8099/website/products/list
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.51ms    1.02ms  31.20ms   93.10%
    Req/Sec    18.87k     1.21k   20.31k    80.00%
  Latency Distribution
     50%  402.00us
     75%    2.61ms
     90%    3.20ms
     99%    1.20s
  93894 requests in 5.00s, 1.75GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  18778.41
Transfer/sec:    358.13MB
`;

it('reads requests per second, p50 and p99 in ms, and counts failed answers and socket errors', () => {
  expect(parseWrk(REPORT)).toEqual({ requestsPerSec: 18778, p50Ms: 0.4, p99Ms: 1200, non2xx: 7 });
});

it('refuses a report it cannot read rather than reporting zeros', () => {
  expect(() => parseWrk('unable to connect to 127.0.0.1:8099 Connection refused')).toThrow(/wrk's output lacks/);
});
