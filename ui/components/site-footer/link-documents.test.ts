// The agreement links (SPEC.md §3 "Link item", "Locally kept: agreement links").
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../api';
import { LINKS_KEY, keepLinks, linkPathsOf, readKeptLinks } from './link-documents';

describe('link documents', () => {
  it('maps link types 1, 3, 4, 5 to their paths; other types and foreign addresses are left out', () => {
    expect(linkPathsOf([
      { linkType: 1, linkPath: '/docs/beginner-anchor-guide.html' }, { linkType: 3, linkPath: '/docs/live-agreement.html' },
      { linkType: 4, linkPath: '/docs/user-agreement.html' }, { linkType: 5, linkPath: '/docs/privacy-policy.html' },
      { linkType: 2, linkPath: '/docs/x.html' }, { linkType: 4, linkPath: 'https://evil.example/' },
      { linkType: 5, linkPath: '//evil.example/' }, { linkType: 5, linkPath: 'javascript:alert(1)' }, null,
    ])).toEqual({
      1: '/docs/beginner-anchor-guide.html', 3: '/docs/live-agreement.html', 4: '/docs/user-agreement.html', 5: '/docs/privacy-policy.html',
    });
    expect(linkPathsOf('nope')).toEqual({});
  });

  it('keeps the links locally and reads them back; a broken copy reads as none', () => {
    const storage = new MemoryStorage();
    keepLinks({ 4: '/docs/user-agreement.html' }, storage);
    expect(readKeptLinks(storage)).toEqual({ 4: '/docs/user-agreement.html' });
    storage.setItem(LINKS_KEY, '{broken');
    expect(readKeptLinks(storage)).toEqual({});
    expect(readKeptLinks(undefined)).toEqual({});
  });
});
