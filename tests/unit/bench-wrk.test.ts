/** The bench reads wrk's report: requests per second, latency percentiles in any unit, errors. */
import { describe, expect, it } from 'vitest';
import { parseWrk, wrkMs } from '../../bench/wrk';

const REPORT = `Running 8s test @ http://127.0.0.1:4000/main/info/region
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.77ms    8.97ms 158.15ms   97.65%
    Req/Sec    13.31k     3.64k   18.92k    80.00%
  Latency Distribution
     50%  850.00us
     75%    5.14ms
     90%    6.02ms
     99%    1.20s
  106448 requests in 8.00s, 23.33MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:  13306.41
Transfer/sec:      2.91MB
`;

describe('parseWrk', () => {
  it('reads the rate, the percentiles, the count and the failures', () => {
    expect(parseWrk(REPORT)).toEqual({ rps: 13306, p50: 0.85, p99: 1200, total: 106448, errors: 5, non2xx: 7 });
  });

  it('counts no failures when wrk reports none', () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n/, '').replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean)).toMatchObject({ errors: 0, non2xx: 0 });
  });

  it('reads latencies in µs, ms and s', () => {
    expect(wrkMs('850.00us')).toBe(0.85);
    expect(wrkMs('4.90ms')).toBe(4.9);
    expect(wrkMs('1.20s')).toBe(1200);
    expect(wrkMs('?')).toBeNaN();
  });
});
