/** Scene artwork drawn for this site in SVG: no remote images are needed for a finished look. */
import { useId } from 'react';

export type Scene = 'cinema' | 'desk' | 'game' | 'social' | 'headset' | 'space';

const SKY: Record<Scene, [string, string]> = {
  cinema: ['#2a1f5c', '#0b0d17'],
  desk: ['#123a4f', '#0b0d17'],
  game: ['#4a1d3f', '#0b0d17'],
  social: ['#1f4a3a', '#0b0d17'],
  headset: ['#3a2c6b', '#0b0d17'],
  space: ['#0f1c3f', '#05060c'],
};

export function SceneArt({ scene, label }: { scene: Scene; label?: string }) {
  const [top, bottom] = SKY[scene];
  const gradient = `sky-${useId().replace(/:/g, '')}`;
  return (
    <svg className="scene-art" viewBox="0 0 320 180" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradient})`} />
      {scene === 'space' &&
        [20, 70, 130, 190, 250, 300, 45, 160, 280].map((x, i) => <circle key={x} cx={x} cy={15 + ((i * 37) % 90)} r={i % 3 === 0 ? 1.6 : 1} fill="#eef0fa" />)}
      {(scene === 'cinema' || scene === 'space') && (
        <>
          <rect x="50" y="22" width="220" height="92" rx="6" fill="#8b6cff" opacity="0.85" />
          <path d="M120 95l30-40 22 28 14-16 34 28z" fill="#ffcf5c" opacity="0.9" />
          <path d="M30 180l40-40h180l40 40z" fill="#141828" />
          {[80, 120, 160, 200, 240].map((x) => (
            <circle key={x} cx={x} cy="150" r="9" fill="#2c3354" />
          ))}
        </>
      )}
      {scene === 'desk' && (
        <>
          <rect x="40" y="28" width="110" height="70" rx="5" fill="#4bd69b" opacity="0.8" />
          <rect x="170" y="28" width="110" height="70" rx="5" fill="#8b6cff" opacity="0.8" />
          <rect x="52" y="40" width="60" height="6" rx="3" fill="#0b0d17" opacity="0.5" />
          <rect x="52" y="52" width="80" height="6" rx="3" fill="#0b0d17" opacity="0.5" />
          <rect x="182" y="40" width="86" height="44" rx="3" fill="#0b0d17" opacity="0.35" />
          <rect x="60" y="120" width="200" height="14" rx="4" fill="#2c3354" />
          <rect x="110" y="138" width="100" height="8" rx="4" fill="#1b2036" />
        </>
      )}
      {scene === 'game' && (
        <>
          <rect x="60" y="24" width="200" height="96" rx="6" fill="#ff7a8a" opacity="0.75" />
          <path d="M90 100h40l15-30 20 30h65" stroke="#ffcf5c" strokeWidth="6" fill="none" strokeLinecap="round" />
          <rect x="115" y="132" width="90" height="34" rx="17" fill="#1b2036" />
          <circle cx="138" cy="149" r="6" fill="#8b6cff" />
          <circle cx="182" cy="149" r="6" fill="#4bd69b" />
        </>
      )}
      {scene === 'social' && (
        <>
          {[70, 130, 190, 250].map((x, i) => (
            <g key={x}>
              <circle cx={x} cy={80 + (i % 2) * 10} r="18" fill={['#8b6cff', '#4bd69b', '#ffcf5c', '#ff7a8a'][i]} />
              <rect x={x - 22} y={102 + (i % 2) * 10} width="44" height="50" rx="20" fill="#2c3354" />
            </g>
          ))}
          <rect x="150" y="22" width="70" height="30" rx="10" fill="#eef0fa" opacity="0.9" />
          <circle cx="168" cy="37" r="3" fill="#0b0d17" />
          <circle cx="185" cy="37" r="3" fill="#0b0d17" />
          <circle cx="202" cy="37" r="3" fill="#0b0d17" />
        </>
      )}
      {scene === 'headset' && (
        <>
          <rect x="70" y="60" width="180" height="70" rx="30" fill="#1b2036" stroke="#a48bff" strokeWidth="4" />
          <circle cx="125" cy="95" r="20" fill="#0b0d17" stroke="#8b6cff" strokeWidth="3" />
          <circle cx="195" cy="95" r="20" fill="#0b0d17" stroke="#8b6cff" strokeWidth="3" />
          <path d="M70 95H30M250 95h40" stroke="#2c3354" strokeWidth="8" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
