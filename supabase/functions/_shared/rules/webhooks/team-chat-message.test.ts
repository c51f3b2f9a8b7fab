import { describe, expect, it } from 'vitest';
import { teamChatMessage, escapeChatText } from './team-chat-message.ts';

const lead = (data: Record<string, unknown>) => ({ type: 'lead.created', timestamp: '2026-12-02T10:00:00Z', data });

describe('teamChatMessage', () => {
  it('says who, what they asked for and the priority, and links to the lead’s page', () => {
    const message = teamChatMessage(lead({ id: 'l1', name: 'Maria Lopez', email: 'maria@example.com', priority: 'high', message: 'More calls, please' }), 'https://agency.example.com/admin?lead=l1');
    expect(message.text).toBe('New lead (HIGH priority)');
    const json = JSON.stringify(message.blocks);
    expect(json).toContain('Maria Lopez');
    expect(json).toContain('More calls, please');
    expect(json).toContain('<https://agency.example.com/admin?lead=l1|Open the lead in the dashboard>');
  });

  it('turns no visitor text into a mention or a link: control characters escaped, verbatim, and no link but ours', () => {
    const message = teamChatMessage(lead({ name: '<!channel> <@U123>', message: 'See <https://evil.example|your invoice> & www.evil.example' }), null);
    const section = message.blocks.find((block) => block.type === 'section');
    for (const field of section?.fields ?? []) {
      expect(field.verbatim).toBe(true);
      expect(field.text).not.toMatch(/[<>]/);
    }
    expect(JSON.stringify(message.blocks)).toContain('&lt;!channel&gt;');
    expect(JSON.stringify(message.blocks)).toContain('&amp; www.evil.example');
    expect(message.blocks.some((block) => block.type === 'context')).toBe(false);
    expect(message.text).not.toContain('channel');
  });

  it('escapes exactly Slack’s three control characters', () => {
    expect(escapeChatText('a & b < c > d "e"')).toBe('a &amp; b &lt; c &gt; d "e"');
  });
});
