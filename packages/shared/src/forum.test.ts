import { describe, expect, it } from 'vitest';
import { authorName, createTopicRequest, normalizeTags, replyCountLabel } from './forum.ts';

describe('forum rules', () => {
  it('normalises tags: trims, lower-cases, drops blanks, duplicates (any case) and leading #', () => {
    expect(normalizeTags([' ai ', '', '  ', 'AI', '#ci', 'ci', 'Visual'])).toEqual(['ai', 'ci', 'visual']);
  });

  it('shows the author as full name, else the e-mail local part, else Anonymous', () => {
    expect(authorName({ fullName: ' Ada Lovelace ', email: 'ada@x.io' })).toBe('Ada Lovelace');
    expect(authorName({ fullName: '', email: 'ada@x.io' })).toBe('ada');
    expect(authorName({ fullName: null, email: null })).toBe('Anonymous');
    expect(authorName(null)).toBe('Anonymous');
  });

  it('says reply or replies', () => {
    expect(replyCountLabel(0)).toBe('0 replies');
    expect(replyCountLabel(1)).toBe('1 reply');
    expect(replyCountLabel(2)).toBe('2 replies');
  });

  it('validates the topic with the spec messages', () => {
    const issues = (v: unknown) => createTopicRequest.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues({ title: '', content: '' })).toEqual(['title: Title is required', 'content: Content is required']);
    expect(issues({ title: 'x'.repeat(256), content: 'ok' })).toEqual(['title: Title must be 255 characters or less']);
    expect(createTopicRequest.parse({ title: ' Hi ', content: 'x\n<b>y</b>', tags: ['a', 'A'] })).toEqual({
      title: 'Hi',
      content: 'x\n<b>y</b>',
      tags: ['a'],
      category: null,
    });
  });
});
