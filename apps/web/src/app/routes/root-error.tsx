import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { releasePrerendered } from '@/lib/prerendered';
import { pageTitle } from '@/lib/use-page-title';

type Props = { resetKey: string; children: ReactNode };
type State = { error: unknown; resetKey: string };

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script|error loading dynamically/i.test(error.message)
  );
}

/**
 * Last-resort error screen for render errors and failed page downloads (e.g. an old tab after a
 * deploy). Resets when the path changes. Plain anchors on purpose: the router may be what failed.
 */
export class RootErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
    document.title = pageTitle('Something went wrong');
    // The error screen replaces the page; any control it locked before React had it is released.
    releasePrerendered();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const chunkFailed = isChunkLoadError(this.state.error);
    return (
      <main
        id="main"
        className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center"
      >
        <h1 className="text-3xl font-bold text-ink">Something went wrong</h1>
        <p className="mt-4 leading-7 text-slate-700">
          {chunkFailed
            ? 'A newer version of the app is available, or the connection dropped. Reloading the page should fix this.'
            : 'Sorry, this page could not be shown. Please try again; if it keeps happening, let us know.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            Reload page
          </button>
          <a href={paths.home} className={buttonClasses('outline')}>
            Go to Home
          </a>
        </div>
      </main>
    );
  }
}
