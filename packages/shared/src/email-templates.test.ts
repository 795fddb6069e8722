import { describe, expect, it } from 'vitest';
import {
  emailTemplateMessages,
  sampleData,
  templateKindOf,
  templateVariables,
  unknownVariables,
  updateEmailTemplateInput,
  usedVariables,
} from './email-templates.ts';

describe('templateKindOf', () => {
  it.each([
    ['Webinar Reminder', 'webinar'],
    ['New Job Alert', 'job'],
    ['Certification Announcement', 'certification'],
    ['Product Update Notice', 'product'],
    ['Weekly Digest', 'digest'],
    ['AI Course Announcement', 'course'],
    ['Welcome', 'other'],
    ['WEBINAR', 'webinar'],
  ])('infers the kind from the name, case-insensitively, otherwise other: %s', (name, kind) => expect(templateKindOf(name)).toBe(kind));
});

describe('templateVariables and sampleData', () => {
  it('gives user_name to every kind and the section 9 variables per kind', () => {
    expect(templateVariables('other')).toEqual(['user_name']);
    // The digest says its own period (issue 21: a daily digest does not say 'this week'), docs/decisions/2103.
    expect(templateVariables('digest')).toEqual(['user_name', 'digest_period']);
    expect(templateVariables('job')).toEqual(['user_name', 'job_title', 'company', 'location_city', 'job_description', 'job_page_url', 'posted_date']);
    expect(templateVariables('webinar')).toEqual(['user_name', 'webinar_title', 'vendor_name', 'webinar_date', 'webinar_time']);
    expect(templateVariables('product')).toEqual(['user_name', 'product_name', 'version', 'vendor_name']);
  });

  it('has a non-empty sample value for every variable of the kind and nothing else', () => {
    for (const kind of ['job', 'webinar', 'product', 'other'] as const) {
      const data = sampleData(kind);
      expect(Object.keys(data)).toEqual(templateVariables(kind));
      for (const v of Object.values(data)) expect(v.length).toBeGreaterThan(0);
    }
  });
});

describe('unknown variable detection', () => {
  it('lists used variables once, in order, allowing spaces inside the braces', () => {
    expect(usedVariables('Hi {{ user_name }}, {{job_title}} and {{user_name}} {single}')).toEqual(['user_name', 'job_title']);
  });

  it('reports variables the kind does not provide across subject and content', () => {
    expect(unknownVariables('job', 'New job: {{job_title}}', 'Hi {{user_name}} {{webinar_title}} {{foo}} {{foo}}')).toEqual(['webinar_title', 'foo']);
    expect(unknownVariables('webinar', '{{vendor_name}}', '{{webinar_time}}')).toEqual([]);
    expect(unknownVariables('other', '{{vendor_name}}')).toEqual(['vendor_name']);
  });

  it('names the unknown variables in the message', () => {
    expect(emailTemplateMessages.unknownVariables('job', ['foo'])).toMatch(/^Unknown variable for Job templates: \{\{foo\}\}\. Available: \{\{user_name\}\}/);
  });
});

describe('updateEmailTemplateInput', () => {
  it('requires subject and content and caps their lengths', () => {
    expect(updateEmailTemplateInput.safeParse({ subject: '  ', content: 'x' }).error?.issues[0]?.message).toBe('Subject is required');
    expect(updateEmailTemplateInput.safeParse({ subject: 's', content: ' \n ' }).error?.issues[0]?.message).toBe('Content is required');
    expect(updateEmailTemplateInput.safeParse({ subject: 'x'.repeat(201), content: 'x' }).success).toBe(false);
    expect(updateEmailTemplateInput.safeParse({ subject: 's', content: 'x'.repeat(20_001) }).success).toBe(false);
    expect(updateEmailTemplateInput.parse({ subject: ' Hello ', content: 'Body' })).toEqual({ subject: 'Hello', content: 'Body' });
  });
});
