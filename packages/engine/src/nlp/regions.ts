import { type BaseRegion, REGIONS, type RegionId } from '@physiomate/shared';

export type { BaseRegion };

export type Side = 'left' | 'right' | 'both';

export const UNSIDED: ReadonlySet<BaseRegion> = new Set([
  'head',
  'jaw',
  'neck',
  'chest',
  'abdomen',
  'upper-back',
  'lower-back',
]);

const REGION_ID_SET = new Set<string>(REGIONS.map((r) => r.id));

/** 'knee-left' -> 'knee'; 'neck' -> 'neck'. */
export function baseOf(id: string): BaseRegion {
  return id.replace(/-(left|right)$/, '') as BaseRegion;
}

/** The region ids of a base region on the given side(s). */
export function sidedIds(base: BaseRegion, side: Side | undefined): RegionId[] {
  if (UNSIDED.has(base)) return [base as RegionId];
  const sides = side === 'left' ? ['left'] : side === 'right' ? ['right'] : ['left', 'right'];
  return sides.map((s) => `${base}-${s}`).filter((id) => REGION_ID_SET.has(id)) as RegionId[];
}

/** Phrases that mention a body word without meaning pain there; their spans are skipped. */
export const NON_PAIN_PHRASES =
  /\b(?:back seat|blind spot|(?:lift|lifting|lifted|raise|raising|raised|move|moving|put|putting|reach|reaching|stretch|stretching|swing|swinging|wave|waving|hold|holding) (?:up )?(?:my|your|his|her|the) (?:left |right )?arms?|(?:lift|lifting|lifted|raise|raising|raised|put|putting|reach|reaching|stretch|stretching|wave|waving) (?:up )?(?:my|your|his|her|the) (?:left |right )?hands?(?= (?:up|out|behind|above|over|to|towards)\b)|(?:behind|above) (?:my|your|his|her|their|the) (?:back|head)|(?:on|off) (?:my|your|his|her|their|our) feet|feet up|(?:high|kitten|block|stiletto|platform|new|wearing|wear|wore|worn|in) heels|heels? (?:on|of (?:my|the|her) shoes?|shoes?|boots?)|(?:turn|turning|tilt|tilting|move|moving|nod|nodding|shake|shaking|over|above|raise|rotate|rotating) (?:my |the |your )?head|head(?:ed)? (?:to|out|home)|(?:came|come|coming|go|going|went|get|getting|got|bring|look|looking|lie|lying|sit|sitting|sat|step|stepped|put|push|pushed|pull|pulled|straight|right) back|back (?:to|and forth|up|home|in|on|again|then|off)|(?:look|looking|turn|turning) over (?:my |your )?shoulder|on the other hand|by hand|hand (?:over|washing|wash)|(?:shake|shaking|shook) (?:my |your |their |people.s )?hands?(?! (?:helps|eases|relieves))|hands and knees|on foot|other (?:leg|side|one|arm|knee|foot)|(?:my|the) (?:left|right) (?:side|one)? ?to (?:the )?(?:left|right)|to the (?:left|right)|armchair|arms? (?:of the|length)|head of|heads up|ahead|headed|foot(?:ball|path|wear|ing)|handle|handwriting|hand ?writing|shoulder to|newborn|face (?:is|has) (?:droop\w*|dropped|lopsided|fallen)|facial \w+|one side of my face|feels? like (?:someone|somebody|something|i had been|i was|being) (?:kicked|hit)|(?:back|front) of (?:the|my) (?:queue|car|house|bus)|into the back of|back of (?:mine|me|us|the car|my car|our car))\b/g;

/** Body words in the person's language, most specific first. */
export const REGION_PATTERNS: { base: BaseRegion | null; label?: string; re: RegExp; plural?: RegExp }[] = [
  {
    base: 'hamstring',
    re: /\b(?:back of (?:my |the |your )?(?:left |right )?(?:upper )?(?:thighs?|legs? above the knee)|hamstrings?)\b/g,
    plural: /thighs|hamstrings/,
  },
  { base: 'neck', re: /\b(?:back of (?:my |the )?(?:head and )?neck|necks?|cervical|nape)\b/g },
  {
    base: 'heel',
    re: /\b(?:back of (?:my |the )?(?:left |right )?(?:heel|ankle)|heels?|achilles(?: tendons?)?)\b/g,
    plural: /heels|tendons/,
  },
  {
    base: 'knee',
    re: /\b(?:back of (?:my |the )?(?:left |right )?knee|knees?|kneecaps?|knee caps?|patella)\b/g,
    plural: /knees|kneecaps|caps/,
  },
  {
    base: 'head',
    re: /\b(?:back of (?:my |the )?head|head|headaches?|forehead|temples?|scalp|skull|migraines?)\b/g,
  },
  { base: 'buttock', re: /\b(?:buttocks?|bums?|butt|arse|ass|bottom) cheeks?\b/g, plural: /cheeks/ },
  {
    base: 'jaw',
    re: /\b(?:jaws?|tmj|temporomandibular|in front of (?:my |the )?(?:left |right )?ear|face|cheek)\b/g,
  },
  {
    base: 'upper-back',
    re: /\b(?:upper (?:and mid )?back|mid ?back|middle of (?:my |the )?back|between (?:my |the )?shoulder ?blades|shoulder ?blades?|thoracic)\b/g,
  },
  {
    base: 'lower-back',
    re: /\b(?:lower back|low back|lumbar|belt line|base of (?:my )?spine|tailbone|coccyx|sacrum|sacroiliac|si joint|lower spine|backache|back pain)\b|(?<=(?:^ |, |and |my |the |in |her |his |bad |sore |stiff |achy |a |low ))back\b/g,
  },
  { base: 'chest', re: /\b(?:chest|breastbone|sternum|ribs?)\b/g },
  { base: 'abdomen', re: /\b(?:belly|stomach|abdomen|abdominal|tummy)\b/g },
  {
    base: 'upper-arm',
    re: /\b(?:upper arms?|outer (?:upper )?arms?|biceps?|triceps|top of (?:my )?arm)\b/g,
    plural: /arms/,
  },
  { base: 'shoulder', re: /\b(?:shoulders?|rotator cuff|deltoid)\b/g, plural: /shoulders/ },
  { base: 'elbow', re: /\b(?:elbows?|epicondyle|funny bone)\b/g, plural: /elbows/ },
  { base: 'forearm', re: /\bforearms?\b/g, plural: /forearms/ },
  { base: 'wrist', re: /\b(?:wrists?|carpal)\b/g, plural: /wrists/ },
  {
    base: 'hand',
    re: /\b(?:hands?|fingers?|thumbs?|knuckles?|palms?|fingertips?|pinky)\b/g,
    plural: /hands/,
  },
  { base: 'groin', re: /\b(?:groin|inner thighs?)\b/g, plural: /thighs/ },
  { base: 'hip', re: /\b(?:hips?|greater trochanter|bony point)\b/g, plural: /hips/ },
  {
    base: 'buttock',
    re: /\b(?:buttocks?|bottom(?! of)|bums?(?! bag)|glutes?|sit(?:ting)? bones?)\b/g,
    plural: /buttocks|glutes|bones/,
  },
  { base: 'thigh', re: /\b(?:thighs?|quads?|quadriceps)\b/g, plural: /thighs|quads/ },
  { base: 'shin', re: /\b(?:shins?|shin ?bones?|tibia)\b/g, plural: /shins|bones/ },
  { base: 'calf', re: /\b(?:calf|calves|lower legs?)\b/g, plural: /calves|legs/ },
  { base: 'ankle', re: /\bankles?\b/g, plural: /ankles/ },
  {
    base: 'foot',
    re: /\b(?:foot|feet|soles?|arch|toes?|instep|ball of (?:my )?foot)\b/g,
    plural: /feet|soles/,
  },
  { base: 'upper-arm', re: /\barms?\b/g, plural: /arms/ },
  { base: null, label: 'Leg', re: /\blegs?\b/g, plural: /legs/ },
  { base: null, label: 'Side', re: /\b(?:side|flank)\b/g },
];
