import { HeaderAccount } from '@/components/layout/header-account';
import { BrandLink } from './brand';

/** The shared site header: brand on the left, account area on the right. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:h-18 sm:px-6">
        <BrandLink />
        <HeaderAccount />
      </div>
    </header>
  );
}
