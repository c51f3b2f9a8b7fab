import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InboxLead } from '../api/types';
import { UndeliveredBadge } from './lead-cells';

const lead = { undelivered_email_count: 0 } as InboxLead;

describe('UndeliveredBadge', () => {
  it('says in words when a lead’s e-mails did not get out, and how many', () => {
    const { rerender, container } = render(<UndeliveredBadge lead={lead} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<UndeliveredBadge lead={{ ...lead, undelivered_email_count: 1 }} />);
    expect(screen.getByText('E-mail not delivered')).toBeVisible();
    rerender(<UndeliveredBadge lead={{ ...lead, undelivered_email_count: 2 }} />);
    expect(screen.getByText('2 e-mails not delivered')).toBeVisible();
  });
});
