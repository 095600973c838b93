import { zodResolver } from '@hookform/resolvers/zod';
import { createPageBody, type CreatePageBody } from '@crayonbox/contract';
import { Brush, Dices, Flower2, PenTool, Shapes, Sparkles } from 'lucide-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Screen } from '@/components/screen';
import { TextareaField } from '@/components/textarea-field';
import { ApiError, handleApiError } from '@/lib/api';
import { creditQuery } from '@/lib/credit-query';
import { applyServerErrors } from '@/lib/server-errors';
import { notify } from '@/stores/notifications';
import { createAiPage, generatePrompt } from './api';
import { openNewPage } from './after-create';
import { ChoiceCards, type Choice } from './components/choice-cards';
import { CreditsLeft } from './components/credits-left';
import { GenerationProgress } from './components/generation-progress';
import { creditGateLoader, NO_CREDITS_MESSAGE } from './credit-gate';
import { PROMPT_MAX } from './prompt';

export const loader = creditGateLoader;

type PageStyle = CreatePageBody['style'];

const STYLES: readonly Choice<PageStyle>[] = [
  { value: 'simple', label: 'Simple (for toddlers)', text: 'Big shapes and thick lines.', icon: Shapes },
  { value: 'classic', label: 'Classic', text: 'Clear outlines with a little detail.', icon: Brush },
  { value: 'detailed', label: 'Detailed (for grown-ups)', text: 'Fine lines and lots of small areas.', icon: PenTool },
  { value: 'mandala', label: 'Mandala', text: 'Round, symmetrical patterns.', icon: Flower2 },
];

/** /pages/create/ai: a prompt, a style, and a wait of up to a minute while the page is drawn. */
export function Component() {
  const { data: credit } = useSuspenseQuery(creditQuery);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(createPageBody),
    defaultValues: { prompt: '', style: 'classic' as PageStyle },
    reValidateMode: 'onSubmit',
  });
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [ideaLoading, setIdeaLoading] = useState(false);
  const [ideaNote, setIdeaNote] = useState('');
  const mounted = useRef(true);
  const creating = startedAt !== null;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const randomPrompt = async () => {
    setIdeaLoading(true);
    const idea = await generatePrompt();
    setIdeaLoading(false);
    if (!idea) return;
    form.setValue('prompt', idea.prompt.slice(0, PROMPT_MAX));
    form.clearErrors('prompt');
    setIdeaNote(`Prompt filled in: ${idea.prompt}`);
  };

  const submit = form.handleSubmit(async (body) => {
    if (creating) return;
    setStartedAt(Date.now());
    try {
      const page = await createAiPage(body);
      await openNewPage(queryClient, page, navigate, mounted.current);
    } catch (failure) {
      if (!mounted.current) return handleApiError(failure);
      setStartedAt(null);
      if (applyServerErrors(form, failure).placed.length) return;
      if (failure instanceof ApiError && failure.code === 'NO_CREDITS') {
        notify.danger(NO_CREDITS_MESSAGE, true);
        await navigate('/checkout');
      } else {
        handleApiError(failure);
      }
    }
  });

  const length = form.watch('prompt').length;
  const promptError = form.formState.errors.prompt?.message;

  return (
    <Screen
      title="Create page with AI"
      description="Describe a picture and get a line-art page to color."
      actions={<CreditsLeft credit={credit} />}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="max-w-3xl space-y-6">
        <fieldset disabled={creating} className="space-y-6">
          <TextareaField
            label="Prompt"
            labelAside={
              <Button
                variant="ghost"
                size="sm"
                loading={ideaLoading}
                icon={<Dices className="size-4" aria-hidden="true" />}
                onClick={() => void randomPrompt()}
              >
                Random prompt
              </Button>
            }
            rows={4}
            maxLength={PROMPT_MAX}
            required
            placeholder="A friendly dragon baking cookies in a cozy kitchen"
            hint={
              <span className="flex items-start justify-between gap-3">
                <span>One scene works best: who, doing what, where.</span>
                <span className={`shrink-0 tabular-nums ${length >= PROMPT_MAX ? 'font-bold text-red-700' : 'text-ink-muted'}`}>
                  <span className="sr-only">Characters: </span>
                  {length} / {PROMPT_MAX}
                </span>
              </span>
            }
            error={promptError}
            {...form.register('prompt')}
          />
          <p aria-live="polite" className="sr-only">
            {ideaNote}
          </p>

          <Controller
            control={form.control}
            name="style"
            render={({ field }) => (
              <ChoiceCards
                legend="Style"
                name="style"
                choices={STYLES}
                value={field.value}
                onChange={field.onChange}
                className="sm:grid-cols-2"
              />
            )}
          />
        </fieldset>

        {startedAt !== null ? <GenerationProgress title="Creating your page" startedAt={startedAt} /> : null}

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={creating} loading={creating} icon={<Sparkles className="size-5" aria-hidden="true" />}>
            Create page
          </Button>
          <p className="text-sm text-ink-muted">Uses one page creation, only if the page is made.</p>
        </div>
      </form>
    </Screen>
  );
}
