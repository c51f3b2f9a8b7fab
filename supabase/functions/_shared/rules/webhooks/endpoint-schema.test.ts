import { describe, expect, it } from 'vitest';
import { isReceiverUrl, webhookEndpointMessages, webhookEndpointSchema } from './endpoint-schema.ts';

const valid = { url: 'https://hooks.zapier.com/hooks/catch/1/abc/', kind: 'webhook', events: ['lead.created'], description: '' };

describe('webhookEndpointSchema', () => {
  it('takes an https receiver with at least one event', () => {
    expect(webhookEndpointSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ ...valid, url: 'http://hooks.example.com/in' }, webhookEndpointMessages.url],
    [{ ...valid, url: 'ftp://hooks.example.com/in' }, webhookEndpointMessages.url],
    [{ ...valid, url: 'https://user:pass@hooks.example.com/in' }, webhookEndpointMessages.url],
    [{ ...valid, url: 'hooks.example.com' }, webhookEndpointMessages.url],
    [{ ...valid, events: [] }, webhookEndpointMessages.events],
    [{ ...valid, description: 'x'.repeat(201) }, webhookEndpointMessages.description],
  ])('refuses %j with its message', (input, message) => {
    const result = webhookEndpointSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('takes plain http only to this machine, for a developer’s receiver', () => {
    expect(isReceiverUrl('http://127.0.0.1:8080/hook')).toBe(true);
    expect(isReceiverUrl('http://localhost:8080/hook')).toBe(true);
    expect(isReceiverUrl('http://10.0.0.1/hook')).toBe(false);
  });
});
