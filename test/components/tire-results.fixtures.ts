// Shared by test/components/tire-results*.test.tsx: a small catalog for one search, served by the service fake,
// recording every request (path, parameters, time) and narrowing products like the real service.
import type { TireSizeDetail } from '../../src/contract/catalog';
import { fakeServices, reply, type Answer, type FakeCall, type Route } from '../support/fake-services';

export const tireTypes = [{ tire_type_id: 1, name: 'Radial' }];
export const lines = [
  { pattern_id: 10, patterns: { pattern_name: 'RH-4A+' } },
  { pattern_id: 11, patterns: { pattern_name: 'RL-5K' } },
];
export const traCodes = [
  { tra_code_id: 20, code: 'E-4' },
  { tra_code_id: 21, code: 'L-5' },
];

function tire(id: number, patternId: 10 | 11, ply: string): TireSizeDetail {
  const name = patternId === 10 ? 'RH-4A+' : 'RL-5K';
  return {
    tire_size_id: id,
    size: '29.5R25',
    suffix: 'TL',
    alternate_size: '750/65R25',
    ply_rating: ply,
    rim_size_id: 2,
    rim_diameter: 25,
    pattern_id: patternId,
    tire_type_id: 1,
    tra_code_id: patternId === 10 ? 20 : 21,
    patterns: {
      pattern_id: patternId,
      pattern_name: name,
      description: `${name} description`,
      tag_line: patternId === 10 ? 'Hauls all day' : 'Built for the face',
      product_class: null,
      patternImageMappings: [{ url: `/media/patterns/${patternId}.svg` }],
      patternFeatureMappings: [],
      patternBenefitMappings: [],
    },
    traCode: { code: patternId === 10 ? 'E-4' : 'L-5' },
    tireType: { name: 'Radial' },
    specification: {} as TireSizeDetail['specification'],
  };
}

export const products = [tire(101, 10, '1*'), tire(102, 10, '2*'), tire(103, 11, '1*'), tire(104, 11, '2*')];

export interface Call {
  path: string;
  params: Record<string, string>;
  at: number;
}

/**
 * Installs the service fake with the catalog; `failing` names paths that answer 500 (until removed from the
 * set); `extra` adds routes of other parts (e.g. the finder lists).
 */
export function mockCatalog(failing = new Set<string>(), extra: Record<string, Route> = {}) {
  const calls: Call[] = [];
  const catalog = ({ path: fullPath, params, at }: FakeCall): Answer => {
    const path = fullPath.replace(/^\/website\//, '');
    calls.push({ path, params, at });
    if (failing.has(path)) return reply(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' });
    const ids = (key: string) => (params[key] ? params[key].split(',').map(Number) : null);
    switch (path) {
      case 'tyre-type/list':
        return { data: tireTypes };
      case 'tire_line/list':
        return { data: lines };
      case 'tra/list':
        return { data: traCodes };
      case 'products/list': {
        const [types, pats, tras] = [ids('tire_type_id'), ids('pattern_id'), ids('tra_code_id')];
        const rows = products.filter(
          (p) =>
            (!types || types.includes(p.tire_type_id)) &&
            (!pats || pats.includes(p.pattern_id)) &&
            (!tras || tras.includes(p.tra_code_id)),
        );
        return { data: rows };
      }
      default:
        return reply(404, { statusCode: 404, error: 'Not Found', message: path });
    }
  };
  fakeServices(extra, { fallback: catalog });
  return {
    calls,
    to: (path: string) => calls.filter((c) => c.path === path),
  };
}
