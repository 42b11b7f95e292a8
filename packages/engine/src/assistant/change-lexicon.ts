import type { ConceptDef } from '../nlp/concepts.ts';
import { compileLexicon, type ReadingRules } from '../nlp/screen.ts';

/**
 * What a chat message can report that changes the clinical picture, in the pattern language of the
 * red-flag concepts (see the header of nlp/screen.ts) and read by the same reader (screenWith): a
 * negated mention ('it is not much better', 'I did not fall'), one about someone else ('my wife
 * fell'), one dated long ago ('I fell years ago') or asked or imagined ('what if it gets worse?') is
 * not a report. Conditions the reader does not treat as hypothetical on its own ('if I fall', 'it
 * might get worse') are `except` terms of the concept they would otherwise raise.
 *
 * Whether a worse pain is tied to an exercise is decided by the caller, from the exercises the message
 * names (change.ts): the plan's own exercise names are not lexicon words.
 */
export const CHANGE_DEFS = {
  worse: {
    label: 'pain made worse',
    terms: [
      'worse|worsen|worsening|worsened|=sorer',
      'aggravate|aggravates|aggravated|aggravating|irritate|irritates|irritated|irritating',
      '(flare|flares|flared|flaring) ?up',
      '(more|extra|increased) (pain|painful|sore|soreness|ache|aching|achy|discomfort|uncomfortable)',
      '(hurt|hurts|hurting|ache|aches|aching|sore|painful|throb|throbs|throbbing) ?(a lot|a bit|much|even|way|far|lot) more',
      '(increase|increases|increased|increasing) ~4 (pain|hurt|hurts|hurting|ache|aching|sore|soreness|discomfort)',
      'set (me|it|my recovery) back',
    ],
    except: [
      // a condition or a fear, not a report: 'stop if it gets worse', 'it might flare up'
      '(if|in case|suppose|might|could|would|will|may) ~4 (worse|worsen|worsening|aggravate|aggravated|irritate|irritated|flare|flared|more|increase|increased|set)',
      // a comparison of choices: 'is it worse to sit or stand'
      'worse (to|for you)',
    ],
  },
  much_better: {
    label: 'much better',
    terms: [
      '(much|lot|lots|way|far|loads|heaps|hugely|massively|significantly|considerably|vastly|tons|miles|really|noticeably) (better|improved|easier)',
      '(improved|improving) ?(a|so|very) (lot|lots|loads|heaps|hugely|massively|significantly|considerably|dramatically|greatly|much|well|great deal)',
      '(huge|big|massive|great|real|significant|dramatic|marked) improvement',
      '(much|lot|far|way|loads|heaps) less (pain|painful|sore|soreness|ache|aching|achy|stiff|stiffness|discomfort)',
      '(almost|nearly|completely|totally|fully|mostly|entirely|basically|virtually|all|pretty much|practically) (gone|healed|recovered|fine|better|normal|settled|pain free)',
      'gone|disappeared|healed|recovered',
      'back to normal|pain free',
      'no longer (hurts|hurt|hurting|painful|sore|aches|ache|aching|achy|a problem|an issue|bothers|bothering|troubles|troubling)',
      'not ?(really) (hurt|hurts|hurting|painful|sore|ache|aching) ?(at all) (anymore|any more)',
    ],
    except: [
      // where a pain has gone, not that it has gone: 'gone down my leg', 'gone numb'
      'gone (into|to|through|across|round|around|numb|stiff|worse|weak|dead|again|wrong)',
      'gone (down|up|over) ~3 (leg|legs|arm|arms|foot|feet|thigh|calf|back|neck|shoulder|hand|hands|knee|hip|buttock|bum|side|groin|toes|fingers)',
      // hoped for, not reported: 'how long until it is much better', 'it should be fine soon'
      '(will|would|should|could|might|may|hope|hoping|hopefully|until|once|expect|expected|supposed) ~4 (better|improved|improvement|gone|healed|recovered|fine|normal|free|less)',
    ],
  },
  new_injury: {
    label: 'a new injury',
    terms: [
      'fall|fell|fallen|had a fall',
      '=tripped|=slipped|=stumbled',
      '=twisted|=sprained|=wrenched|=jarred|=tweaked|=ricked|=cricked',
      '(rolled|turned) (my|the|it|on my) ?(left|right) (ankle|foot)',
      '(went|gone) over on (it|my|the|a) ~2 (ankle|foot|kerb|curb|step)?',
      '=pulled (a|my|the|something) ~2 (muscle|something|hamstring|calf|groin|thigh|back|neck|shoulder|it)?',
      '=strained (a|my) ~2 (muscle|hamstring|calf|groin|back|neck|shoulder|thigh)?',
      '=tore|=torn|=snapped',
      'felt (a|something) ?(sudden) (pop|snap|twang|ping|tear|rip)',
      '=popped|=crashed|=collided|=landed (on|awkwardly|badly|heavily|hard|funny|wrong|wrongly)',
      'accident|collision|whiplash|rear ended',
      '=injured|=reinjured|re injured|new injury',
      '(=knocked|=banged|=bashed|=smacked|=whacked|=hit) (it|my|the|myself|into)',
    ],
    except: [
      'fall asleep|falling asleep|fell asleep|falls asleep|fall apart|falling apart|fall behind',
      'slipped (disc|disk)',
      // a near miss: 'I nearly fell', 'almost slipped'
      '(nearly|almost) (fell|fall|fallen|tripped|slipped|twisted|went over)',
      'hit the (gym|road|spot|hay|sack|shops|wall|target)',
      // a fear or a condition, not a report: 'what if I fall', 'in case I trip'
      '(if|in case|suppose|might|could|would|will|may|scared|afraid|worried|frightened|nervous|risk|avoid|avoiding|prevent|preventing|stop me) ~3 (fall|fell|fallen|tripped|slipped|twisted|sprained|injured|reinjured|pulled|strained|tore|torn|landed|rolled|turned|went|gone)',
    ],
  },
} satisfies Record<string, ConceptDef>;

export type ChangeId = keyof typeof CHANGE_DEFS;
export const CHANGE_IDS = Object.keys(CHANGE_DEFS) as ChangeId[];

/** The change lexicon, compiled once. */
export const CHANGE_LEXICON = compileLexicon<ChangeId>(CHANGE_DEFS, CHANGE_IDS);

/**
 * How a change is weighed: only a date that is really long ago ('in 2019', 'years ago') sets a
 * report aside, and an inability is something the person has ('can not walk on it since I fell').
 */
export const CHANGE_RULES: ReadingRules = {
  strictPast: true,
  inabilityAffirms: true,
  signCuesNegateNothing: true,
};
