import { deleteAccountFormSchema, deleteAccountGivingUpFormSchema } from '@cuidar/domain/account-settings';
import type { Role } from '@cuidar/domain/constants';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { mustGiveUpToDelete } from '@cuidar/domain/payouts';
import { paths } from '@cuidar/domain/routes';
import type { z } from '@cuidar/domain/validation';
import { accountDeletionCopy } from '@cuidar/domain/messages/screens/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDeleteAccount, useForgetDeletedAccount } from '../api/delete-account';
import { useDeletionPayout } from '../api/get-deletion-payout';
import { DepartureMoney } from './departure-money';

const c = accountDeletionCopy;
const ERASED: Record<Role | 'familiar', readonly string[]> = c.erased;

interface FormValues {
  currentPassword: string;
  understood: boolean;
  giveUp: boolean;
}
type DeleteAccountForm = z.output<typeof deleteAccountFormSchema>;

/**
 * `giveUpCents`: a caregiver with money owed and nowhere to send it may only leave by giving up
 * exactly that amount, ticked in a box of its own (docs/product.md#deletion-payout); the server
 * refuses otherwise (409), and then `onRefused` reads her figures again.
 */
function DeleteForm({ onCancelled, giveUpCents = null, onRefused }: { onCancelled: () => void; giveUpCents?: number | null; onRefused?: () => void }) {
  const remove = useDeleteAccount();
  const forget = useForgetDeletedAccount();
  const navigate = useNavigate();
  // The boxes start unticked; the schema only lets the form through once they are ticked.
  const form = useForm<FormValues, unknown, DeleteAccountForm>({
    resolver: zodResolver(giveUpCents === null ? deleteAccountFormSchema : deleteAccountGivingUpFormSchema) as never,
    defaultValues: { currentPassword: '', understood: false, giveUp: false },
  });
  const { errors } = form.formState;
  // An amount that changed is not the one she gave up: the box is ticked again, or not.
  useEffect(() => form.setValue('giveUp', false), [form, giveUpCents]);
  const onSubmit = ({ currentPassword }: DeleteAccountForm) =>
    remove.mutate(
      { currentPassword, ...(giveUpCents === null ? {} : { giveUpCents }) },
      {
        onSuccess: () => {
          toast.success(messages.settings.accountDeleted, { description: messages.settings.accountDeletedText });
          // The home page is loaded lazily: forget the session once it is there, or the dashboard's
          // guard would first send the person to the login page.
          void Promise.resolve(navigate(paths.home, { replace: true })).then(forget);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'currentPassword') {
            form.setError('currentPassword', { message: error.message }, { shouldFocus: true });
            return;
          }
          if (error instanceof ApiError && error.status === 409) onRefused?.();
          toast.error(errorMessage(error, messages.settings.deleteFailed));
        },
      },
    );
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      {giveUpCents !== null && (
        // Its own box, first, right under the money it gives up: a choice apart from the deletion's.
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3">
          <Controller
            control={form.control}
            name="giveUp"
            render={({ field }) => (
              <CheckboxField label={c.money.giveUp(formatCentavos(giveUpCents))} error={errors.giveUp?.message} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </div>
      )}
      <FormField label={c.passwordLabel} error={errors.currentPassword?.message} hint={c.passwordHint}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <Controller
        control={form.control}
        name="understood"
        render={({ field }) => <CheckboxField label={c.understood} error={errors.understood?.message} checked={field.value} onCheckedChange={field.onChange} />}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={remove.isPending} onClick={onCancelled}>
            {c.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={remove.isPending} aria-busy={remove.isPending}>
          {remove.isPending ? <Spinner label={c.confirming} /> : c.confirmButton}
        </Button>
      </div>
    </form>
  );
}

/** A caregiver's deletion: her money first (what, where, when), then the form. */
function CaregiverDeleteForm({ onCancelled }: { onCancelled: () => void }) {
  const payout = useDeletionPayout();
  if (payout.isPending) return <LoadingBlock label={c.money.loading} />;
  const refetch = () => void payout.refetch();
  return (
    <>
      {payout.isError ? (
        // The server applies the rule anyway: the form stays, and a refusal says why.
        <Alert tone="warning" className="mb-4">
          <p>{errorMessage(payout.error, c.money.loadFailed)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={refetch}>
            {c.money.retry}
          </Button>
        </Alert>
      ) : (
        <DepartureMoney payout={payout.data} onRetry={refetch} />
      )}
      <DeleteForm onCancelled={onCancelled} giveUpCents={payout.data && mustGiveUpToDelete(payout.data) ? payout.data.totalCents : null} onRefused={refetch} />
    </>
  );
}

/** 'Excluir minha conta': what goes, what stays (anonymized), and the confirmation by password. */
export function DeleteAccountCard({ role }: { role: Role | 'familiar' }) {
  const [open, setOpen] = useState(false);
  return (
    <Card role="region" aria-labelledby="excluir-titulo" className="border-red-200">
      <CardHeader>
        <CardTitle id="excluir-titulo" className="text-red-800">
          {c.title}
        </CardTitle>
        <CardDescription>{c.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={setOpen}>
          <Button variant="danger" onClick={() => setOpen(true)}>
            {c.openButton}
          </Button>
          <DialogContent title={c.dialogTitle} description={c.dialogDescription}>
            <div className="mb-4 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div className="text-sm">
                <p className="font-bold">{c.erasedHeading}</p>
                <ul className="mt-1 list-disc pl-5">
                  {ERASED[role].map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p className="mt-2">{c.exportFirst}</p>
              </div>
            </div>
            {open && (role === 'cuidador' ? <CaregiverDeleteForm onCancelled={() => setOpen(false)} /> : <DeleteForm onCancelled={() => setOpen(false)} />)}
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
