import { useState, type ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * The visitor's reads (the calendar's closed days, the manage link's booking) go through TanStack Query, as
 * the dashboard's do. Its client comes with the lazily loaded sections that read, never with a page's first
 * load (docs/decisions/032-typed-answers-and-visitor-queries.md). Each read's function never throws: what a
 * failed read means is its data (the business hours, "we could not open this booking"), so nothing retries
 * on its own; and a booking read once does not change under the visitor's form when the tab regains focus.
 */
function newVisitorQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } } });
}

/** `Section` inside the visitor's query client, one per mounted section. */
export function withVisitorQueries<Props extends object>(Section: ComponentType<Props>): ComponentType<Props> {
  function WithVisitorQueries(props: Props) {
    const [client] = useState(newVisitorQueryClient);
    return (
      <QueryClientProvider client={client}>
        <Section {...props} />
      </QueryClientProvider>
    );
  }
  return WithVisitorQueries;
}
