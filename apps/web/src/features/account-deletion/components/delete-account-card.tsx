import { deleteAccountFormSchema } from '@cuidar/domain/account-settings';
import type { Role } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import type { z } from '@cuidar/domain/validation';
import { accountDeletionCopy } from '@cuidar/domain/messages/screens/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDeleteAccount, useForgetDeletedAccount } from '../api/delete-account';

const c = accountDeletionCopy;
const ERASED: Record<Role | 'familiar', readonly string[]> = c.erased;

interface FormValues {
  currentPassword: string;
  understood: boolean;
}
type DeleteAccountForm = z.output<typeof deleteAccountFormSchema>;

function DeleteForm({ onCancelled }: { onCancelled: () => void }) {
  const ids = useId();
  const remove = useDeleteAccount();
  const forget = useForgetDeletedAccount();
  const navigate = useNavigate();
  // The box starts unticked; the schema only lets the form through once it is ticked.
  const form = useForm<FormValues, unknown, DeleteAccountForm>({
    resolver: zodResolver(deleteAccountFormSchema) as never,
    defaultValues: { currentPassword: '', understood: false },
  });
  const { errors } = form.formState;
  const onSubmit = ({ currentPassword }: DeleteAccountForm) =>
    remove.mutate(
      { currentPassword },
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
          toast.error(errorMessage(error, messages.settings.deleteFailed));
        },
      },
    );
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <FormField label={c.passwordLabel} error={errors.currentPassword?.message} hint={c.passwordHint}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <div>
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="understood"
            render={({ field }) => (
              <Checkbox
                id={`${ids}-understood`}
                checked={field.value === true}
                onCheckedChange={(on) => field.onChange(on === true)}
                aria-invalid={errors.understood ? true : undefined}
                aria-describedby={errors.understood ? `${ids}-understood-error` : undefined}
                className="mt-0.5"
              />
            )}
          />
          <label htmlFor={`${ids}-understood`} className="text-slate-800">
            {c.understood}
          </label>
        </div>
        {errors.understood && (
          <p id={`${ids}-understood-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.understood.message}
          </p>
        )}
      </div>
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
            {open && <DeleteForm onCancelled={() => setOpen(false)} />}
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
