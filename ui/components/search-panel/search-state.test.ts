import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnchorRow, LiveRow, SearchState } from './search-state';
import { INITIAL_SEARCH, nextFollowStatus, resultsView, searchReducer } from './search-state';

const live = (id: number): LiveRow => ({ room: { roomId: id, roomName: `房间${id}`, coverPicture: '' }, anchor: { anchorCustomId: id, anchorName: `主播${id}`, anchorAvatar: '', anchorLevel: 1, predictionLevel: 0 }, match: null });
const anchor = (id: number, followStatus: 1 | 2 = 2): AnchorRow => ({
  customerId: id, identity: 1, avatar: '', nickname: `主播${id}`, anchorLevel: 1, predictionLevel: 0, livingStatus: 0, roomId: null,
  followStatus, prepareId: 0, account: true,
});
const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => live(from + i));

function loaded(s: SearchState, n: number): SearchState {
  const asked = searchReducer(s, { type: 'pageRequested' });
  return searchReducer(asked, { type: 'pageLoaded', generation: asked.generation, liveRooms: rows(n, asked.liveRooms.length), anchors: [] });
}

describe('search panel state [AN-6]', () => {
  it('[AN-6] before a search the prompt shows, and nothing is asked for', () => {
    expect(resultsView(INITIAL_SEARCH)).toBe('before');
    expect(searchReducer(INITIAL_SEARCH, { type: 'pageRequested' })).toBe(INITIAL_SEARCH);
  });

  it('[AN-6] pages of 10 append until a page is short; an empty first page is the empty result', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 6 }), (sizes) => {
      let s = searchReducer(INITIAL_SEARCH, { type: 'search', keyword: '球' });
      let total = 0;
      for (const n of sizes) {
        if (s.finished) break;
        s = loaded(s, n);
        total += n;
        expect(s.finished).toBe(n < 10);
      }
      expect(s.liveRooms).toHaveLength(total);
      expect(searchReducer(s, { type: 'pageRequested' }) === s).toBe(s.finished);
      expect(resultsView(s)).toBe(total === 0 ? 'empty' : 'rows');
    }), { seed: 14 });
  });

  it('[AN-6] a tab switch or a new search clears the results; a page of the old search is dropped', () => {
    const s = loaded(searchReducer(INITIAL_SEARCH, { type: 'search', keyword: '球' }), 10);
    const asked = searchReducer(s, { type: 'pageRequested' });
    const switched = searchReducer(asked, { type: 'tab', tab: 'anchor' });
    expect(switched).toMatchObject({ tab: 'anchor', keyword: '球', liveRooms: [], anchors: [], pageNum: 0, loading: false, finished: false });
    const late = searchReducer(switched, { type: 'pageLoaded', generation: asked.generation, liveRooms: rows(10), anchors: [] });
    expect(late).toBe(switched);
    const again = searchReducer(s, { type: 'search', keyword: '篮' });
    expect(again).toMatchObject({ keyword: '篮', liveRooms: [], pageNum: 0 });
    expect(searchReducer(s, { type: 'tab', tab: 'liveRoom' })).toBe(s); // the same tab: nothing changes
  });

  it('[AN-6] a failed page can be asked for again', () => {
    const asked = searchReducer(searchReducer(INITIAL_SEARCH, { type: 'search', keyword: '球' }), { type: 'pageRequested' });
    const failed = searchReducer(asked, { type: 'pageFailed', generation: asked.generation });
    expect(failed).toMatchObject({ failed: true, loading: false, pageNum: 0 });
    expect(searchReducer(failed, { type: 'pageRequested' })).toMatchObject({ loading: true, pageNum: 1 });
  });

  it('[FL-1] following from the anchor results: followStatus 2 becomes 1, otherwise 2', () => {
    expect([nextFollowStatus(2), nextFollowStatus(1), nextFollowStatus(0)]).toEqual([1, 2, 2]);
    const s0 = searchReducer(searchReducer(INITIAL_SEARCH, { type: 'tab', tab: 'anchor' }), { type: 'search', keyword: '老' });
    const asked = searchReducer(s0, { type: 'pageRequested' });
    const s = searchReducer(asked, { type: 'pageLoaded', generation: asked.generation, liveRooms: [], anchors: [anchor(1), anchor(2, 1)] });
    const f = searchReducer(s, { type: 'followed', customerId: 1 });
    expect(f.anchors.map((a) => a.followStatus)).toEqual([1, 1]);
  });
});
