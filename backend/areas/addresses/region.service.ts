import type { Region } from '../../../common/areas/storefront/storefront.ts';
import type { Deps } from '../../services/deps.ts';

/** Provinces (no pid), or the cities or counties under one region. */
export function regionService({ db }: Deps) {
  return {
    async list(pid?: number): Promise<Region[]> {
      const query = db.selectFrom('region').select(['id', 'name']).orderBy('id');
      return pid === undefined ? query.where('pid', 'is', null).execute() : query.where('pid', '=', pid).execute();
    },
  };
}
