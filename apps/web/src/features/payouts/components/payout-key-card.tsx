import { zodResolver } from '@hookform/resolvers/zod';
import { formatShortDate } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, payoutKeyInputSchema, type PayoutKeyInput, type PixKeyType } from '@cuidar/domain/payouts';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePayoutAccount } from '../api/get-payout-account';
import { usePayoutKey } from '../api/get-payout-key';
import { useRemovePayoutKey, useUpdatePayoutKey } from '../api/update-payout-key';
import { earningsCopy } from '@cuidar/domain/messages/screens/earnings';

const c = earningsCopy.payoutKey;
const HINTS: Record<PixKeyType, { placeholder: string; hint: string; inputMode: 'numeric' | 'email' | 'tel' | 'text' }> = {
  cpf: { ...c.hints.cpf, inputMode: 'numeric' },
  email: { ...c.hints.email, inputMode: 'email' },
  celular: { ...c.hints.celular, inputMode: 'tel' },
  aleatoria: { ...c.hints.aleatoria, inputMode: 'text' },
};

function PayoutKeyForm({ onDone }: { onDone: () => void }) {
  const update = useUpdatePayoutKey();
  const form = useForm<PayoutKeyInput, unknown, { tipo: PixKeyType; valor: string }>({
    resolver: zodResolver(payoutKeyInputSchema),
    defaultValues: { tipo: 'cpf', valor: '' },
  });
  const tipo = useWatch({ control: form.control, name: 'tipo' });
  const hint = HINTS[tipo];
  const onSubmit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => {
        toast.success(messages.payouts.keySaved);
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && (error.field === 'valor' || error.field === 'tipo')) form.setError(error.field, { message: error.message });
        else toast.error(messages.payouts.keySaveFailed, { description: errorMessage(error) });
      },
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <FormField label={c.typeLabel} error={form.formState.errors.tipo?.message}>
        <Select {...form.register('tipo', { onChange: () => form.clearErrors('valor') })}>
          {PIX_KEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {PIX_KEY_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={c.keyLabel} hint={hint.hint} error={form.formState.errors.valor?.message}>
        <Input autoComplete="off" inputMode={hint.inputMode} placeholder={hint.placeholder} {...form.register('valor')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={update.isPending}>
        {update.isPending ? c.saving : c.save}
      </Button>
    </form>
  );
}

/** With Stripe payouts, a Pix key saved before is not used: the caregiver may remove it (ADR 0061). */
function RemovePayoutKey() {
  const remove = useRemovePayoutKey();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(messages.payouts.keyRemoved);
        setOpen(false);
      },
      onError: (error) => toast.error(messages.payouts.keyRemoveFailed, { description: errorMessage(error) }),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          {c.remove}
        </Button>
      </DialogTrigger>
      <DialogContent title={c.removeTitle} description={c.removeDescription}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              {c.removeCancel}
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? c.removing : c.removeConfirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Chave Pix para receber': where the weekly payouts go (docs/product.md#earnings). With Stripe
 * payouts no key is asked (they go to the connected account, ADR 0061): the card shows only a key
 * saved before, with a way to remove it, and nothing when there is none.
 */
export function PayoutKeyCard() {
  const query = usePayoutKey();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const key = query.data;
  const account = usePayoutAccount();
  const viaStripe = account.data?.required === true;
  // Until the mode is known the card waits, so a Stripe caregiver is never asked for a key (the
  // account's state fails to load only when Stripe does not answer).
  if (account.isPending || account.isError || (viaStripe && query.isSuccess && !key)) return null;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center gap-2">
        <KeyRound aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <div>
          <CardTitle id={titleId}>{c.title}</CardTitle>
          <CardDescription>{viaStripe ? c.descriptionStripe : c.description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isPending ? (
          <Skeleton className="h-16" />
        ) : query.isError ? (
          <div role="alert" className="space-y-2">
            <p className="text-red-800">{errorMessage(query.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {earningsCopy.common.retry}
            </Button>
          </div>
        ) : key ? (
          <dl className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{PIX_KEY_TYPE_LABELS[key.tipo]}</dt>
            <dd className="text-lg font-bold break-all text-slate-900">{key.mascarada}</dd>
            <dd className="text-sm text-slate-600">{c.updatedOn(formatShortDate(key.atualizadaEm))}</dd>
          </dl>
        ) : (
          <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{c.none}</p>
        )}
        {viaStripe ? (
          key && <RemovePayoutKey />
        ) : query.isSuccess ? (
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant={key ? 'outline' : 'primary'} className="w-full">
                {key ? c.change : c.add}
              </Button>
            </DialogTrigger>
            <DialogContent title={key ? c.change : c.add} description={c.dialogDescription}>
              <PayoutKeyForm onDone={() => setOpen(false)} />
            </DialogContent>
          </Dialog>
        ) : null}
      </CardContent>
    </Card>
  );
}
