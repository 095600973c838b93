import type { CreatePageBody, Credit } from '@crayonbox/contract';
import { Brush, Dices, Flower2, PenTool, Shapes, Sparkles } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Screen } from '@/components/screen';
import { ApiError, handleApiError } from '@/lib/api';
import { notify } from '@/stores/notifications';
import { createAiPage, generatePrompt } from './api';
import { openNewPage } from './after-create';
import { ChoiceCards, type Choice } from './components/choice-cards';
import { CreditsLeft } from './components/credits-left';
import { GenerationProgress } from './components/generation-progress';
import { creditGateLoader, NO_CREDITS_MESSAGE } from './credit-gate';
import { PROMPT_MAX, promptError } from './prompt';

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
  const credit = useLoaderData<Credit>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState<PageStyle>('classic');
  const [error, setError] = useState<string>();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [ideaLoading, setIdeaLoading] = useState(false);
  const [ideaNote, setIdeaNote] = useState('');
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const mounted = useRef(true);
  const id = useId();
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
    setPrompt(idea.prompt.slice(0, PROMPT_MAX));
    setError(undefined);
    setIdeaNote(`Prompt filled in: ${idea.prompt}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    const problem = promptError(prompt);
    if (problem) {
      setError(problem);
      promptRef.current?.focus();
      return;
    }
    setError(undefined);
    setStartedAt(Date.now());
    try {
      const page = await createAiPage({ prompt: prompt.trim(), style });
      await openNewPage(queryClient, page, navigate, mounted.current);
    } catch (failure) {
      if (!mounted.current) return handleApiError(failure);
      setStartedAt(null);
      if (failure instanceof ApiError && failure.status === 422 && failure.errors?.prompt?.[0]) {
        setError(failure.errors.prompt[0]);
        promptRef.current?.focus();
      } else if (failure instanceof ApiError && failure.code === 'NO_CREDITS') {
        notify.danger(NO_CREDITS_MESSAGE, true);
        await navigate('/checkout');
      } else {
        handleApiError(failure);
      }
    }
  };

  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const length = prompt.length;

  return (
    <Screen
      title="Create page with AI"
      description="Describe a picture and get a line-art page to color."
      actions={<CreditsLeft credit={credit} />}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="max-w-3xl space-y-6">
        <fieldset disabled={creating} className="space-y-6">
          <div className="space-y-2">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <label htmlFor={`${id}-prompt`} className="block text-sm font-semibold text-ink">
                Prompt
              </label>
              <Button
                variant="ghost"
                size="sm"
                loading={ideaLoading}
                icon={<Dices className="size-4" aria-hidden="true" />}
                onClick={() => void randomPrompt()}
              >
                Random prompt
              </Button>
            </div>
            <textarea
              ref={promptRef}
              id={`${id}-prompt`}
              name="prompt"
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              rows={4}
              maxLength={PROMPT_MAX}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={[hintId, counterId, error ? errorId : ''].filter(Boolean).join(' ')}
              placeholder="A friendly dragon baking cookies in a cozy kitchen"
              className={`block w-full resize-y rounded-2xl border-2 bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-50 ${
                error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
              }`}
            />
            <div className="flex items-start justify-between gap-3 text-sm">
              <p id={hintId} className="text-ink-muted">
                One scene works best: who, doing what, where.
              </p>
              <p id={counterId} className={`shrink-0 tabular-nums ${length >= PROMPT_MAX ? 'font-bold text-red-700' : 'text-ink-muted'}`}>
                <span className="sr-only">Characters: </span>
                {length} / {PROMPT_MAX}
              </p>
            </div>
            {error ? (
              <p id={errorId} className="text-sm font-semibold text-red-700">
                {error}
              </p>
            ) : null}
            <p aria-live="polite" className="sr-only">
              {ideaNote}
            </p>
          </div>

          <ChoiceCards legend="Style" name="style" choices={STYLES} value={style} onChange={setStyle} className="sm:grid-cols-2" />
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
