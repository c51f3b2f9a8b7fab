import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

describe('Tabs', () => {
  it('moves between triggers with the arrow keys and shows the matching panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="monthly">
        <TabsList aria-label="Billing period">
          <TabsTrigger value="monthly">Monthly</TabsTrigger>
          <TabsTrigger value="yearly">Yearly</TabsTrigger>
          <TabsTrigger value="once">One-off</TabsTrigger>
        </TabsList>
        <TabsContent value="monthly">Monthly prices</TabsContent>
        <TabsContent value="yearly">Yearly prices</TabsContent>
        <TabsContent value="once">One-off prices</TabsContent>
      </Tabs>,
    );

    const monthly = screen.getByRole('tab', { name: 'Monthly' });
    const yearly = screen.getByRole('tab', { name: 'Yearly' });
    const once = screen.getByRole('tab', { name: 'One-off' });

    await user.tab();
    expect(monthly).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(yearly).toHaveFocus();
    expect(yearly).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Yearly' })).toHaveTextContent('Yearly prices');

    await user.keyboard('{ArrowRight}');
    expect(once).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(monthly).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(once).toHaveFocus();
  });
});
