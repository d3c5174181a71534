// espeak-ng 1.51 (Debian's libespeak-ng-dev): the speech synthesizer QuizSpeech drives from one thread.
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
