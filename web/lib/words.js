// The embeds' own words in each language they speak: the buttons' text and
// accessible names, the canvas's name when a sketch gives none, and the
// world's account of what it holds. A sketch's title, description and slider
// labels are its module's (English), and its `ja` export's in Japanese.

// The world's children by kind (its tag without purupuru-), as a Japanese
// sentence names them.
const KINDS_JA = {
  rope: 'ロープ',
  cloth: '布',
  ring: 'リング',
  jelly: 'ゼリー',
  ragdoll: 'ラグドール',
  ball: 'ボール',
  pile: '粒の山',
  circle: '円',
  box: '箱',
  capsule: 'カプセル',
  segment: '線分',
  polygon: '多角形',
  point: '点',
}

export const WORDS = {
  en: {
    play: { text: 'Play', name: 'Play the sketch' },
    pause: { text: 'Pause', name: 'Pause the sketch' },
    step: 'Step',
    reset: 'Reset',
    time: 'Time',
    sketch: 'A live sketch',
    world: 'A world',
    describeWorld: (kinds, free) =>
      kinds.length === 0 ? 'An empty world.' : `A world of ${kinds.join(', ')}${free ? '; drag any point' : ''}.`,
  },
  ja: {
    play: { text: '再生', name: 'スケッチを再生' },
    pause: { text: '一時停止', name: 'スケッチを一時停止' },
    step: 'ステップ',
    reset: 'リセット',
    time: '時間',
    sketch: '動くスケッチ',
    world: 'ワールド',
    describeWorld: (kinds, free) =>
      kinds.length === 0
        ? '空のワールド。'
        : `${kinds.map((kind) => KINDS_JA[kind] ?? kind).join('、')}のワールド。${free ? 'どの点もドラッグできます。' : ''}`,
  },
}

/**
 * The language an element speaks: that of the nearest lang attribute from
 * the element up, through shadow roots to their hosts, by its primary tag
 * (ja and ja-JP are Japanese); one without words here, or none, is English.
 */
export function languageOf(element) {
  for (let node = element; node; node = node.parentNode ?? node.host) {
    const lang = node.getAttribute?.('lang')
    if (lang === null || lang === undefined) continue
    const primary = lang.trim().toLowerCase().split('-')[0]
    return Object.hasOwn(WORDS, primary) ? primary : 'en'
  }
  return 'en'
}
