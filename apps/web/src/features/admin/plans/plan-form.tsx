import type { Plan, UpdatePlanBody } from '@crayonbox/contract';
import { PLAN_LIMITS } from '@crayonbox/contract';
import { ExternalLink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { handleApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/server-errors';
import { updatePlan } from './api';
import { planFormValues, planResolver, type PlanFormValues } from './plan-payload';

export const STRIPE_PRODUCTS_URL = 'https://dashboard.stripe.com/products';

/** The plan's limits: whole numbers from 0, one field each. */
const LIMIT_FIELDS = [
  { key: 'publicPageLimit', label: 'Limit on public pages', hint: 'Public pages a user can color each month.' },
  { key: 'pageCreationLimit', label: 'Limit on create pages', hint: 'Pages a user can create each month.' },
  { key: 'bookLimit', label: 'Books per month', hint: 'Different books a user can make into a PDF each month.' },
  { key: 'bookPageLimit', label: 'Pages per book', hint: 'Coloring pages one book can hold.' },
] as const;

/**
 * The plan editor: Title, Description, Price and Price ID (paid plans only), and the two monthly
 * limits, with 'Update plan' and 'Cancel'. `onSaved` gets the updated plan.
 */
export function PlanForm({ plan, onSaved, onCancel }: { plan: Plan; onSaved: (plan: Plan) => void | Promise<void>; onCancel: () => void }) {
  const form = useForm<PlanFormValues, unknown, UpdatePlanBody>({
    defaultValues: planFormValues(plan),
    resolver: planResolver(plan),
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const bind = (field: keyof PlanFormValues) => ({ error: errors[field]?.message, ...form.register(field) });

  const onSubmit = form.handleSubmit(async (body) => {
    let saved: Plan;
    try {
      saved = await updatePlan(plan.id, body);
    } catch (error) {
      if (!applyServerErrors(form, error).placed.length) handleApiError(error);
      return;
    }
    await onSaved(saved);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-label={`Plan ${plan.title}`}>
      <TextField label="Title" autoComplete="off" maxLength={PLAN_LIMITS.titleMax} required {...bind('title')} />
      <TextareaField
        label="Description"
        maxLength={PLAN_LIMITS.descriptionMax}
        hint="A sentence under the title on the pricing section and at checkout."
        {...bind('description')}
      />
      {plan.paid ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Price"
            type="number"
            inputMode="decimal"
            min={PLAN_LIMITS.priceMin}
            max={PLAN_LIMITS.priceMax}
            step="0.01"
            hint="US dollars per month, e.g. 7.99."
            required
            {...bind('price')}
          />
          <TextField
            label="Price ID"
            autoComplete="off"
            spellCheck={false}
            placeholder="price_…"
            hint={
              <>
                From the{' '}
                <a
                  href={STRIPE_PRODUCTS_URL}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  Stripe product catalog
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                . Without it, the plan cannot be bought.
              </>
            }
            {...bind('stripePriceId')}
          />
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {LIMIT_FIELDS.map(({ key, label, hint }) => (
          <TextField
            key={key}
            label={label}
            type="number"
            inputMode="numeric"
            min={0}
            max={PLAN_LIMITS.limitMax}
            step={1}
            hint={hint}
            required
            {...bind(key)}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2 pt-1">
        <Button type="submit" loading={isSubmitting}>
          Update plan
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
