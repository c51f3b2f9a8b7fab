import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { WEBHOOK_EVENTS } from '@shared/webhooks/events.ts';
import { WEBHOOK_KINDS, webhookEndpointSchema, type WebhookEndpoint, type WebhookEndpointInput } from '@shared/webhooks/endpoint-schema.ts';
import { eventLabels, integrationsCopy, kindLabels } from '@/content/admin-integrations';
import { FormField } from '@/components/forms/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { CopyLinkField } from '../components/copy-link-field';
import { EmptyState, LoadError, Loading } from '../components/query-status';
import { TableHead } from '../components/table-head';
import { formatDateTime } from '../format';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { runAndTell } from './run-and-tell';
import { useDeliveries, useEndpoints, useIntegrationsActions, type DeliveryRow, type EndpointRow, type IntegrationsActions } from './use-integrations';

const copy = integrationsCopy;


const eventLabel = (type: string) => eventLabels[type as keyof typeof eventLabels] ?? type;

/** `/admin?tab=integrations`: webhook and chat endpoints, their secrets, and what was delivered to them. */
export function IntegrationsView() {
  const headingId = useId();
  const actions = useIntegrationsActions();
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  return (
    <section aria-labelledby={headingId} className="grid gap-8">
      <div className="grid gap-2">
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold outline-none">
          {copy.title}
        </h2>
        <p className="max-w-prose text-muted-foreground">{copy.intro}</p>
      </div>
      <EndpointForm actions={actions} onSecret={setSecret} />
      {secret ? (
        <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-4">
          <CopyLinkField label={`${copy.secret.label}: ${secret.url}`} link={secret.value} button={copy.secret.button} copied={copy.secret.button} />
          <p className="text-sm text-muted-foreground">{copy.secret.hint}</p>
        </div>
      ) : null}
      <EndpointList actions={actions} onSecret={setSecret} />
      <DeliveryLog actions={actions} />
      <CalendarFeedPanel actions={actions} />
    </section>
  );
}

function EndpointForm({ actions, onSecret }: { actions: IntegrationsActions; onSecret: (secret: { url: string; value: string }) => void }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<WebhookEndpointInput, unknown, WebhookEndpoint>({
    resolver: zodResolver(webhookEndpointSchema),
    defaultValues: { url: '', kind: 'webhook', events: ['lead.created'], description: '' },
  });
  const save = handleSubmit(async (endpoint) => {
    let value = '';
    const added = await runAndTell(async () => (value = await actions.add.mutateAsync(endpoint)), copy.form.added, copy.form.failed);
    if (!added) return;
    onSecret({ url: endpoint.url, value });
    reset();
  });
  const eventsError = errors.events?.message ?? errors.events?.root?.message;
  return (
    <form noValidate onSubmit={(event) => void save(event)} aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-lg border border-border p-4">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {copy.form.heading}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={`${id}-url`} label={copy.form.url} required hint={copy.form.urlHint} error={errors.url?.message}>
          {(field) => <Input {...field} {...register('url')} type="url" inputMode="url" autoComplete="off" placeholder="https://" />}
        </FormField>
        <FormField id={`${id}-kind`} label={copy.form.kind} required hint={copy.form.kindHint}>
          {(field) => (
            <NativeSelect {...field} {...register('kind')}>
              {WEBHOOK_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabels[kind]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <fieldset aria-describedby={eventsError ? `${id}-events-error` : undefined} className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">
          {copy.form.events}{' '}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm">
              <Checkbox value={event} aria-invalid={Boolean(eventsError)} {...register('events')} />
              {eventLabels[event]}
            </label>
          ))}
        </div>
        {eventsError ? (
          <p id={`${id}-events-error`} className="text-sm font-medium text-destructive">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
      <FormField id={`${id}-description`} label={copy.form.description} hint={copy.form.descriptionHint} error={errors.description?.message}>
        {(field) => <Input {...field} {...register('description')} autoComplete="off" />}
      </FormField>
      <Button type="submit" disabled={actions.add.isPending} className="justify-self-start">
        {actions.add.isPending ? copy.form.submitting : copy.form.submit}
      </Button>
    </form>
  );
}

function EndpointList({ actions, onSecret }: { actions: IntegrationsActions; onSecret: (secret: { url: string; value: string }) => void }) {
  const id = useId();
  const endpoints = useEndpoints();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {copy.endpoints.heading}
      </h3>
      {endpoints.isPending ? (
        <Loading label={copy.endpoints.loading} rows={2} />
      ) : endpoints.isError ? (
        <LoadError message={copy.endpoints.error} onRetry={() => void endpoints.refetch()} />
      ) : endpoints.data.length === 0 ? (
        <EmptyState title={copy.endpoints.empty} />
      ) : (
        <ul className="grid gap-3">
          {endpoints.data.map((endpoint) => (
            <EndpointItem key={endpoint.id} endpoint={endpoint} actions={actions} onSecret={onSecret} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EndpointItem({ endpoint, actions, onSecret }: { endpoint: EndpointRow; actions: IntegrationsActions; onSecret: (secret: { url: string; value: string }) => void }) {
  const failed = copy.endpoints.failed;
  const name = endpoint.description || endpoint.url;
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-background p-4 text-sm shadow-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-mono break-all">{endpoint.url}</span>
        <Badge variant={endpoint.paused ? 'secondary' : 'success'}>{endpoint.paused ? copy.endpoints.paused : copy.endpoints.active}</Badge>
      </p>
      {endpoint.description ? <p className="text-muted-foreground">{endpoint.description}</p> : null}
      <p className="text-muted-foreground">
        {kindLabels[endpoint.kind as keyof typeof kindLabels] ?? endpoint.kind} · {endpoint.events.map(eventLabel).join(', ')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void runAndTell(() => actions.setPaused.mutateAsync({ id: endpoint.id, paused: !endpoint.paused }), endpoint.paused ? copy.endpoints.resume : copy.endpoints.pause, failed)}>
          {endpoint.paused ? copy.endpoints.resume : copy.endpoints.pause}
          <span className="sr-only">: {name}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => void runAndTell(() => actions.test.mutateAsync(endpoint.id), copy.endpoints.testSent, failed)}>
          {copy.endpoints.test}
          <span className="sr-only">: {name}</span>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void runAndTell(async () => onSecret({ url: endpoint.url, value: await actions.rotate.mutateAsync(endpoint.id) }), copy.secret.rotated, failed)}
        >
          {copy.endpoints.rotate}
          <span className="sr-only">: {name}</span>
        </Button>
        <Button
          size="sm"
          variant="destructive"
          onClick={() => {
            if (window.confirm(copy.endpoints.confirmRemove)) void runAndTell(() => actions.remove.mutateAsync(endpoint.id), copy.endpoints.removed, failed);
          }}
        >
          {copy.endpoints.remove}
          <span className="sr-only">: {name}</span>
        </Button>
      </div>
    </li>
  );
}

function DeliveryLog({ actions }: { actions: IntegrationsActions }) {
  const id = useId();
  const deliveries = useDeliveries();
  const endpoints = useEndpoints();
  const urlOf = (endpointId: string) => endpoints.data?.find((endpoint) => endpoint.id === endpointId)?.url ?? endpointId;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {copy.deliveries.heading}
      </h3>
      {deliveries.isPending ? (
        <Loading label={copy.deliveries.loading} rows={3} />
      ) : deliveries.isError ? (
        <LoadError message={copy.deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : deliveries.data.length === 0 ? (
        <EmptyState title={copy.deliveries.empty} />
      ) : (
        <>
          <table className="hidden w-full border-collapse text-sm md:table">
            <TableHead columns={copy.deliveries.columns} actions />
            <tbody>
              {deliveries.data.map((delivery) => (
                <DeliveryRowView key={delivery.id} delivery={delivery} url={urlOf(delivery.endpoint_id)} actions={actions} />
              ))}
            </tbody>
          </table>
          <ul className="grid gap-3 md:hidden">
            {deliveries.data.map((delivery) => (
              <DeliveryCard key={delivery.id} delivery={delivery} url={urlOf(delivery.endpoint_id)} actions={actions} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface DeliveryProps {
  delivery: DeliveryRow;
  url: string;
  actions: IntegrationsActions;
}

function DeliveryStatus({ delivery }: { delivery: DeliveryRow }) {
  return (
    <>
      {copy.statusLabels[delivery.status] ?? delivery.status}
      {delivery.last_error && delivery.status !== 'delivered' ? <span className="block text-muted-foreground">{delivery.last_error}</span> : null}
    </>
  );
}

function LastTry({ delivery }: { delivery: DeliveryRow }) {
  const at = delivery.last_attempt_at ?? delivery.created_at;
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

/** Replay, for a delivery that has finished (delivered or failed): the same id and body go out again. */
function ReplayButton({ delivery, actions }: Omit<DeliveryProps, 'url'>) {
  if (delivery.status !== 'delivered' && delivery.status !== 'failed') return null;
  return (
    <Button size="sm" variant="outline" onClick={() => void runAndTell(() => actions.replay.mutateAsync(delivery.id), copy.deliveries.replayed, copy.deliveries.failed)}>
      {copy.deliveries.replay}
      <span className="sr-only">: {eventLabel(delivery.event_type)}</span>
    </Button>
  );
}

function DeliveryRowView({ delivery, url, actions }: DeliveryProps) {
  return (
    <tr className="border-b border-border align-top">
      <td className="py-3 pr-3">{eventLabel(delivery.event_type)}</td>
      <td className="max-w-[16rem] py-3 pr-3 font-mono break-all">{url}</td>
      <td className="py-3 pr-3">
        <DeliveryStatus delivery={delivery} />
      </td>
      <td className="py-3 pr-3 tabular-nums">{delivery.last_status_code ?? copy.deliveries.noResponse}</td>
      <td className="py-3 pr-3 tabular-nums">{delivery.attempts}</td>
      <td className="py-3 pr-3">
        <LastTry delivery={delivery} />
      </td>
      <td className="py-3">
        <ReplayButton delivery={delivery} actions={actions} />
      </td>
    </tr>
  );
}

/** The same facts as a card, where the table would not fit (narrow screens). */
function DeliveryCard({ delivery, url, actions }: DeliveryProps) {
  const [event, endpoint, status, response, attempts, lastTry] = copy.deliveries.columns;
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-background p-4 text-sm shadow-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">{event}</dt>
        <dd>{eventLabel(delivery.event_type)}</dd>
        <dt className="text-muted-foreground">{endpoint}</dt>
        <dd className="font-mono break-all">{url}</dd>
        <dt className="text-muted-foreground">{status}</dt>
        <dd>
          <DeliveryStatus delivery={delivery} />
        </dd>
        <dt className="text-muted-foreground">{response}</dt>
        <dd className="tabular-nums">{delivery.last_status_code ?? copy.deliveries.noResponse}</dd>
        <dt className="text-muted-foreground">{attempts}</dt>
        <dd className="tabular-nums">{delivery.attempts}</dd>
        <dt className="text-muted-foreground">{lastTry}</dt>
        <dd>
          <LastTry delivery={delivery} />
        </dd>
      </dl>
      <div>
        <ReplayButton delivery={delivery} actions={actions} />
      </div>
    </li>
  );
}
