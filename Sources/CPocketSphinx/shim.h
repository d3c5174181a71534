// PocketSphinx 0.8+5prealpha (Debian's libpocketsphinx-dev and libsphinxbase-dev): the recogniser QuizVoice drives.
#include <pocketsphinx.h>
