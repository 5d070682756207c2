import { messages } from '@cuidar/domain/messages';
import { AUTH_RETURN_PARAM, paths } from '@cuidar/domain/routes';
import { relativesCopy } from '@cuidar/domain/messages/screens/relatives';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { useSignIn } from '@/features/auth/api/sign-in';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { useAcceptInvitation, useInvitation, useSignUpThroughInvitation } from '@/features/relatives/api/invitation';
import { InvitationSignUpForm } from '@/features/relatives/components/invitation-sign-up-form';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

const m = messages.relatives;

/**
 * /convite-familiar?token=…: the relative's invitation (docs/product.md#relatives). Someone new
 * creates a relative's account with the invited address; a relative already signed in accepts.
 */
export function Component() {
  usePageMeta(m.invitationTitle);
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = useInvitation(token);
  const session = useSession();
  const signUp = useSignUpThroughInvitation();
  const signIn = useSignIn();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const user = session.data;
  const returnHere = `${paths.auth}?${AUTH_RETURN_PARAM}=${encodeURIComponent(`${paths.conviteFamiliar}?token=${token ?? ''}`)}`;

  const body = () => {
    if (!token) return <Alert tone="error" title={m.invitationMissing} />;
    if (invitation.isPending || session.isPending) return <LoadingBlock />;
    if (invitation.isError) return <Alert tone="error" title={errorMessage(invitation.error, m.invitationInvalid)} />;
    const { familiaNome, email } = invitation.data;
    return (
      <div className="space-y-5">
        <p className="text-lg text-slate-900">{m.invitationIntro(familiaNome)}</p>
        <p className="text-slate-700">{m.invitationReadOnly}</p>
        {user ? (
          user.role === 'familiar' ? (
            <div className="space-y-3">
              <p className="text-slate-700">{m.invitationSignedInAs(user.email)}</p>
              <Button
                size="lg"
                className="w-full"
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(token, {
                    onSuccess: (answer) => {
                      toast.success(answer.message);
                      void navigate(paths.familiar);
                    },
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                {m.invitationAccept}
              </Button>
            </div>
          ) : (
            <Alert tone="error" title={m.roleCannotFollow} />
          )
        ) : (
          <>
            <InvitationSignUpForm
              email={email}
              pending={signUp.isPending || signIn.isPending}
              onSubmit={({ name, password }) =>
                signUp.mutate(
                  { token, name, password },
                  {
                    onSuccess: (answer) =>
                      signIn.mutate(
                        { email: answer.email, password },
                        {
                          onSuccess: () => {
                            toast.success(answer.message);
                            void navigate(paths.familiar);
                          },
                          onError: (error) => toast.error(errorMessage(error)),
                        },
                      ),
                    onError: (error) => toast.error(errorMessage(error)),
                  },
                )
              }
            />
            <p className="text-center text-slate-700">
              {m.invitationHaveAccount}{' '}
              <Link to={returnHere} className="font-semibold text-brand-800 underline">
                {relativesCopy.invitation.signInLink}
              </Link>
            </p>
          </>
        )}
      </div>
    );
  };

  return <AuthShell title={m.invitationTitle}>{body()}</AuthShell>;
}
