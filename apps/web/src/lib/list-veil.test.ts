import { describe, expect, it } from 'vitest';
import { veilsRows } from './list-veil';

describe('veilsRows', () => {
  it('veils the first load and the previous rows kept while a new filter or page loads', () => {
    expect(veilsRows({ isFetching: true, isPlaceholderData: false, data: undefined })).toBe(true);
    expect(veilsRows({ isFetching: true, isPlaceholderData: true, data: { data: [1] } })).toBe(true);
  });

  it('leaves the rows clickable during a background refetch and when nothing is fetched', () => {
    expect(veilsRows({ isFetching: true, isPlaceholderData: false, data: { data: [1] } })).toBe(false);
    expect(veilsRows({ isFetching: false, isPlaceholderData: true, data: { data: [1] } })).toBe(false);
    expect(veilsRows({ isFetching: false, isPlaceholderData: false, data: undefined })).toBe(false);
  });
});
