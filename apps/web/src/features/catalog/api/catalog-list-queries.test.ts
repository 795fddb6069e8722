import { describe, expect, it } from 'vitest';
import { queryString } from '../../../lib/api-contract.ts';
import { listQuery } from './catalog-list-queries.ts';

describe('listQuery', () => {
  it('leaves out empty values and sends a list as one comma-separated value, in order (the URL the lists always asked)', () => {
    const q = listQuery({ search: 'qa', vendor: '', experience: ['junior', 'senior'], jobType: [], sort: undefined, page: '2', pageSize: '12' });
    expect(q).toEqual({ search: 'qa', experience: 'junior,senior', page: '2', pageSize: '12' });
    expect(queryString(q)).toBe('?search=qa&experience=junior%2Csenior&page=2&pageSize=12');
  });
});
